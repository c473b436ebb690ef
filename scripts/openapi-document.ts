import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readServerConfig } from '../server/config';
import { createHttpApp, createRuntime } from '../server/runtime';

/** The OpenAPI document of the server, built from a throwaway instance (nothing listens). */
export async function openApiDocument(): Promise<unknown> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-openapi-'));
  const projectRoot = path.resolve(import.meta.dirname, '..');
  const config = readServerConfig(
    {
      DATA_DIR: dataDir,
      SERVE_SPA: 'false',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
    },
    projectRoot,
  );
  const runtime = await createRuntime(config, { logger: pino({ level: 'silent' }) });
  try {
    const app = await createHttpApp(runtime, { quiet: true });
    await app.ready();
    const document = app.swagger();
    await app.close();
    return document;
  } finally {
    await runtime.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
