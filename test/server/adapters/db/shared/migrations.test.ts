import type { Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrationsFor } from '../../../../../server/adapters/db/migrations';
import {
  collectMigrations,
  sharedMigrationsFor,
} from '../../../../../server/adapters/db/shared/migrations/migrations';
import { openDatabase } from '../../../../../server/adapters/db/shared/database';
import { FEATURES } from '../../../../../server/features';

const SHIPPED = ['0001-initial', '0002-alumni-directory', '0003-attempt-throttles'];

const step = (): Migration => ({ up: () => Promise.resolve() });

/**
 * The order of the migrations: Kysely's Migrator runs them in the order of their names and
 * refuses to start when a new one sorts before one a database has run, so a feature's migration
 * takes the next number (docs/server-internals.md, "Migrations").
 */
describe.each(['sqlite', 'postgres'] as const)('the migrations (%s)', (dialect) => {
  const names = Object.keys(migrationsFor(dialect, FEATURES));

  it('begin with the shipped history, under the names databases have recorded', () => {
    expect(Object.keys(sharedMigrationsFor(dialect))).toEqual(SHIPPED);
    expect(names.slice(0, SHIPPED.length)).toEqual(SHIPPED);
  });

  it('are numbered 0001, 0002, … without a gap or a repeat, in the order they run', () => {
    expect(names).toEqual([...names].sort());
    expect(names.map((name) => name.slice(0, 5))).toEqual(
      names.map((_, index) => `${String(index + 1).padStart(4, '0')}-`),
    );
  });
});

describe('collecting the migrations', () => {
  it('puts every source’s migrations together, in the order of their names', () => {
    const first = step();
    const second = step();
    const third = step();
    const all = collectMigrations([
      { owner: 'the shared history', migrations: { '0001-initial': first } },
      { owner: 'the feature donations', migrations: { '0003-donations-receipts': third } },
      { owner: 'the feature content', migrations: { '0002-content-pages': second } },
    ]);
    expect(Object.entries(all)).toEqual([
      ['0001-initial', first],
      ['0002-content-pages', second],
      ['0003-donations-receipts', third],
    ]);
  });

  it('refuses a name declared twice, and says by whom', () => {
    expect(() =>
      collectMigrations([
        { owner: 'the shared history', migrations: { '0003-attempt-throttles': step() } },
        { owner: 'the feature content', migrations: { '0003-attempt-throttles': step() } },
      ]),
    ).toThrow(
      'Migration "0003-attempt-throttles" is declared twice: by the shared history and by the feature content',
    );
  });

  it('refuses two migrations with one number', () => {
    expect(() =>
      collectMigrations([
        { owner: 'the feature content', migrations: { '0004-content-pages': step() } },
        { owner: 'the feature donations', migrations: { '0004-donations': step() } },
      ]),
    ).toThrow(
      'Migrations "0004-content-pages" (the feature content) and "0004-donations" (the feature donations) share the number 0004',
    );
  });

  it.each(['content-pages', '4-content-pages', '0004_content_pages', '0004-Content', '0004-'])(
    'refuses the name %s',
    (name) => {
      expect(() =>
        collectMigrations([{ owner: 'the feature content', migrations: { [name]: step() } }]),
      ).toThrow(`Migration "${name}" (the feature content) is not named as a number and words`);
    },
  );
});

describe('a feature that declares a name the history has', () => {
  it('stops the database at its start, before any migration runs', async () => {
    const twin = { name: 'twin', migrations: () => ({ '0002-alumni-directory': step() }) };
    const database = openDatabase({
      databaseUrl: null,
      sqliteFile: ':memory:',
      features: [...FEATURES, twin],
    });
    try {
      await expect(database.migrate()).rejects.toThrow(
        'Migration "0002-alumni-directory" is declared twice: by the shared history and by the feature twin',
      );
      expect(await database.db.introspection.getTables()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
