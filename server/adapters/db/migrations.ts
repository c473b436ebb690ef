import type { Migration } from 'kysely';
import { FEATURES } from '../../features';
import type { SqlDialect } from './shared/database';
import {
  collectMigrations,
  type FeatureMigrations,
  sharedMigrationsFor,
} from './shared/migrations/migrations';

/** The features as the migrations see them (and a check that each one's `migrations` fits). */
const features: readonly { readonly name: string; readonly migrations?: FeatureMigrations }[] =
  FEATURES;

/**
 * Every migration the database runs, in order: the shared history (shared/migrations/) and each
 * feature's own (server/features.ts). Throws on a duplicated name or number, at every start
 * (Database.migrate).
 */
export function migrationsFor(dialect: SqlDialect): Record<string, Migration> {
  return collectMigrations([
    { owner: 'the shared history', migrations: sharedMigrationsFor(dialect) },
    ...features.map((feature) => ({
      owner: `the feature ${feature.name}`,
      migrations: feature.migrations?.(dialect) ?? {},
    })),
  ]);
}
