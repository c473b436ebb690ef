import type { Migration } from 'kysely';
import type { SqlDialect } from './shared/dialect';
import {
  collectMigrations,
  type FeatureMigrations,
  sharedMigrationsFor,
} from './shared/migrations/migrations';

/** A feature as the migrations see it: its name and, if it has any, its own migrations. */
export interface FeatureWithMigrations {
  readonly name: string;
  readonly migrations?: FeatureMigrations;
}

/**
 * Every migration the database runs, in order: the shared history (shared/migrations/) and each
 * feature's own, as the composition root lists them (server/features.ts). Throws on a duplicated
 * name or number, at every start (Database.migrate).
 */
export function migrationsFor(
  dialect: SqlDialect,
  features: readonly FeatureWithMigrations[],
): Record<string, Migration> {
  return collectMigrations([
    { owner: 'the shared history', migrations: sharedMigrationsFor(dialect) },
    ...features.map((feature) => ({
      owner: `the feature ${feature.name}`,
      migrations: feature.migrations?.(dialect) ?? {},
    })),
  ]);
}
