import fs from 'node:fs';

/** A fast-check seed that CI uses unless told another (FC_SEED): every CI run draws the same. */
export const CI_PROPERTY_SEED = 20_261_128;

/** Room a run of the suite may take in temporary folders (servers' data, PostgreSQL, builds). */
const MEMORY_FOLDER_ROOM = 2 * 1024 ** 3;

/**
 * The environment of Vitest's workers (vite.config.ts `test.env`), read only under Vitest:
 *
 * - TMPDIR in memory (/dev/shm) where it has room: the servers' SQLite files are written with
 *   `synchronous=FULL`, and on disk every commit of every test waited for fsync.
 * - FC_SEED: the property tests' seed (test/setup/property-seed.ts). Taken from FC_SEED when
 *   set, CI_PROPERTY_SEED on CI, else drawn; printed once, so that a failure can be run again.
 */
export function testSettings(): Record<string, string> {
  if (process.env.VITEST !== 'true') return {};
  const settings: Record<string, string> = {};
  const memory = memoryFolder();
  if (memory && !process.env.TMPDIR) {
    // Here too: the private PostgreSQL cluster (global set-up) is made in this process.
    process.env.TMPDIR = memory;
    settings.TMPDIR = memory;
  }
  if (!process.env.FC_SEED) {
    const seed = process.env.CI ? CI_PROPERTY_SEED : Math.floor(Math.random() * 2 ** 31);
    // Set here too, so that processes this one starts (the browser suite's build) agree.
    process.env.FC_SEED = String(seed);
    console.info(`fast-check seed ${seed}: FC_SEED=${seed} npm test draws the same cases again`);
  }
  settings.FC_SEED = process.env.FC_SEED;
  return settings;
}

function memoryFolder(): string | null {
  try {
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    return bavail * bsize >= MEMORY_FOLDER_ROOM ? '/dev/shm' : null;
  } catch {
    return null;
  }
}
