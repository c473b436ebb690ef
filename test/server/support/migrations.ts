import { Migrator } from 'kysely';
import { migrationsFor } from '../../../server/adapters/db/migrations';
import { FEATURES } from '../../../server/features';
import type { TestServer } from './test-server';

/**
 * Takes the server's database back to just before the given migration (the later ones' `down`
 * run), so that a test can lay rows as they stood then and run `database.migrate()` again. Rows
 * made by today's code are made before: it writes today's columns.
 */
export async function migrateBackBefore(server: TestServer, migration: string): Promise<void> {
  const migrations = migrationsFor(server.dialect, FEATURES);
  const names = Object.keys(migrations);
  const at = names.indexOf(migration);
  const previous = at > 0 ? names[at - 1] : undefined;
  if (previous === undefined) {
    throw new Error(`No migration before "${migration}" to go back to`);
  }
  const migrator = new Migrator({
    db: server.runtime.database.db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateTo(previous);
  if (error !== undefined) {
    throw new Error(`Could not go back before "${migration}"`, { cause: error });
  }
}
