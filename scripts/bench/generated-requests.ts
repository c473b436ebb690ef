// Generated bad requests, many thousands: `npm run bench` runs this after the alumni directory
// (options: --runs 5000 --seed 20261123). `npm test` runs the same suite with a few hundred
// cases per database; here every case runs (survey mode) and each kind of wrong answer is
// listed once with an example, on SQLite and PostgreSQL.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values: options } = parseArgs({
  options: {
    /** Cases per database, spread over the calls. */
    runs: { type: 'string', default: '5000' },
    seed: { type: 'string' },
  },
});

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const started = Date.now();
const result = spawnSync(
  process.execPath,
  [
    path.join(projectRoot, 'node_modules/vitest/vitest.mjs'),
    'run',
    '--project',
    'security',
    'test/security/generated-requests.test.ts',
  ],
  {
    cwd: projectRoot,
    stdio: 'inherit',
    env: {
      ...process.env,
      GENERATED_REQUESTS_RUNS: options.runs,
      GENERATED_REQUESTS_SURVEY: '1',
      ...(options.seed ? { GENERATED_REQUESTS_SEED: options.seed } : {}),
    },
  },
);
const seconds = ((Date.now() - started) / 1000).toFixed(0);
console.info(`\nGenerated bad requests: ${options.runs} cases per database in ${seconds} s.`);
process.exit(result.status ?? 1);
