import type { TestProject } from 'vitest/node';
import { postgresBinaries, startPrivatePostgres } from '../../../scripts/support/private-postgres';

/**
 * Vitest global setup for the server tests: a real PostgreSQL for the run.
 *
 * - TEST_DATABASE_URL set: that server is used (each test creates and drops its own database).
 * - Otherwise a private cluster is created with Debian's PostgreSQL binaries in a temporary
 *   directory, on a free loopback port, and removed afterwards (run as the `postgres` user when
 *   the tests run as root, since PostgreSQL refuses to run as root).
 * - SKIP_POSTGRES=1 runs the SQLite half only, on purpose. Without it, missing binaries fail the
 *   run with instructions: a suite that quietly skips half its tests would prove nothing.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('postgresAdminUrl', process.env.TEST_DATABASE_URL);
    return undefined;
  }
  if (process.env.SKIP_POSTGRES === '1') {
    project.provide('postgresAdminUrl', null);
    return undefined;
  }
  const binaries = postgresBinaries();
  if (!binaries) {
    throw new Error(
      'The server tests need PostgreSQL: install it (apt-get install postgresql) or set TEST_DATABASE_URL. ' +
        'SKIP_POSTGRES=1 runs the SQLite tests only.',
    );
  }

  const cluster = await startPrivatePostgres(binaries, {
    prefix: 'alumni-pg-',
    settings: ['max_connections=200'],
  });
  project.provide('postgresAdminUrl', cluster.url('postgres'));

  return () => cluster.stop();
}
