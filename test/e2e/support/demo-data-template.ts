import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { readServerConfig } from '../../../server/config';
import { createRuntime } from '../../../server/runtime';
import { seedDemoDataIfEmpty } from '../../../server/seed/demo-data';

const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * The data folder `npm start` makes on its first start (schema, demo content, the demo accounts'
 * passwords in demo-accounts.txt), made once for the browser suite: a file that wants the demo
 * starts its server on a copy (site.ts, `openSite({ demo: true })`) instead of seeding again.
 */
export async function demoDataTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'alumni-e2e-demo-'));
  const config = readServerConfig(
    {
      DATA_DIR: dir,
      PASSWORD_HASH_COST: '10',
      SEED_DEMO_DATA: 'false',
      SERVE_SPA: 'false',
      LOG_LEVEL: 'silent',
    },
    projectRoot,
  );
  const runtime = await createRuntime(config, { logger: pino({ level: 'silent' }) });
  try {
    const accounts = await seedDemoDataIfEmpty(runtime.context, dir);
    if (!accounts) throw new Error('The demo template was not empty');
  } finally {
    await runtime.close();
  }
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
