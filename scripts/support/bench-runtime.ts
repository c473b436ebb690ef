import path from 'node:path';
import pino from 'pino';
import { readServerConfig } from '../../server/config';
import { createRuntime, type Runtime } from '../../server/runtime';

/**
 * A server runtime for a benchmark (or the browser suite's demo template): its own data directory, fast password hashing, no rate
 * limits, no demo data, no SPA and no log; on SQLite, or on PostgreSQL at `databaseUrl`; `env` adds
 * settings (e.g. SMTP_URL).
 */
export function openBenchRuntime(
  dataDir: string,
  databaseUrl: string | null = null,
  env: Readonly<Record<string, string>> = {},
): Promise<Runtime> {
  const config = readServerConfig(
    {
      DATA_DIR: dataDir,
      PASSWORD_HASH_COST: '10',
      RATE_LIMIT: 'off',
      SEED_DEMO_DATA: 'false',
      SERVE_SPA: 'false',
      LOG_LEVEL: 'silent',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...env,
    },
    path.resolve(import.meta.dirname, '..', '..'),
  );
  return createRuntime(config, { logger: pino({ level: 'silent' }) });
}
