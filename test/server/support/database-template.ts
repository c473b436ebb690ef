import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * A database as it stood once (migrated, plus a test file's fixtures), put back between tests
 * in milliseconds while the server keeps running: the server's start (Fastify compiling its
 * routes, the migrations) costs half a second or more, a reset a few milliseconds.
 *
 * - SQLite: the template is a copy of the file (`VACUUM INTO`); a reset attaches it on a
 *   connection of its own and copies every table back, in one transaction.
 *   Every trigger (the append-only ones of the audit log and of the personal-data access
 *   records) is dropped and made again inside that transaction.
 * - PostgreSQL: the template is a schema of copied tables in the same database, with each
 *   sequence's position; a reset copies them back in one transaction, every trigger off for
 *   it, foreign keys' and the append-only ones (`session_replication_role = replica`, the test
 *   cluster's superuser).
 *
 * Kysely's own bookkeeping (kysely_migration…) is left as it is: the schema never changes.
 */
export interface DatabaseTemplate {
  restore(): Promise<void>;
  close(): Promise<void>;
}

const KEPT_AS_IS = new Set(['kysely_migration', 'kysely_migration_lock']);

export function sqliteTemplate(sqliteFile: string): DatabaseTemplate {
  const templateFile = `${sqliteFile}.template`;
  fs.rmSync(templateFile, { force: true });
  const connection = new SqliteDatabase(sqliteFile);
  connection.pragma('busy_timeout = 5000');
  // Off on this connection (better-sqlite3 turns them on): tables are emptied and filled in any
  // order, and what is copied back was consistent when it was copied.
  connection.pragma('foreign_keys = OFF');
  connection.prepare('VACUUM INTO ?').run(templateFile);
  connection.prepare('ATTACH DATABASE ? AS template').run(templateFile);
  const tables = (
    connection
      .prepare(
        "SELECT name FROM template.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
      )
      .all() as { name: string }[]
  )
    .map(({ name }) => name)
    .filter((name) => !KEPT_AS_IS.has(name));
  const hasSequences =
    connection
      .prepare("SELECT 1 FROM template.sqlite_master WHERE name = 'sqlite_sequence'")
      .get() !== undefined;
  // The append-only triggers (audit log, personal-data access records) refuse a reset's changes
  // too: every trigger is dropped and made again inside the reset's transaction.
  const triggers = connection
    .prepare("SELECT name, sql FROM main.sqlite_master WHERE type = 'trigger'")
    .all() as { name: string; sql: string }[];
  const statements = [
    ...tables.map((table) => `DELETE FROM main."${table}"`),
    ...tables.map((table) => `INSERT INTO main."${table}" SELECT * FROM template."${table}"`),
    ...(hasSequences
      ? [
          'DELETE FROM main.sqlite_sequence',
          'INSERT INTO main.sqlite_sequence SELECT * FROM template.sqlite_sequence',
        ]
      : []),
  ].map((text) => connection.prepare(text));
  const restore = connection.transaction(() => {
    for (const { name } of triggers) connection.exec(`DROP TRIGGER main."${name}"`);
    for (const statement of statements) statement.run();
    for (const trigger of triggers) connection.exec(trigger.sql);
  });
  return {
    async restore() {
      restore.immediate();
    },
    async close() {
      connection.close();
      fs.rmSync(templateFile, { force: true });
    },
  };
}

export async function postgresTemplate(databaseUrl: string): Promise<DatabaseTemplate> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tables = (
    await client.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).rows
    .map(({ name }) => name)
    .filter((name) => !KEPT_AS_IS.has(name));
  const sequences = (
    await client.query<{ name: string; value: string | null }>(
      "SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'",
    )
  ).rows;
  await client.query('DROP SCHEMA IF EXISTS test_template CASCADE; CREATE SCHEMA test_template');
  await client.query(
    tables
      .map((table) => `CREATE TABLE test_template."${table}" AS TABLE public."${table}";`)
      .join('\n'),
  );
  const restoreSql = [
    'BEGIN',
    'SET LOCAL session_replication_role = replica',
    `TRUNCATE ${tables.map((table) => `public."${table}"`).join(', ')}`,
    ...tables.map(
      (table) => `INSERT INTO public."${table}" SELECT * FROM test_template."${table}"`,
    ),
    ...sequences.map(({ name, value }) =>
      value === null
        ? `SELECT setval('public."${name}"', 1, false)`
        : `SELECT setval('public."${name}"', ${Number(value)}, true)`,
    ),
    'COMMIT',
  ].join(';\n');
  return {
    async restore() {
      await client.query(restoreSql);
    },
    async close() {
      await client.end();
    },
  };
}

/**
 * The server's data folder (outbox, stored files, secrets) as it stood, put back between tests;
 * the database's own files are the template's business.
 */
export function dataDirTemplate(dataDir: string, isDatabaseFile: (name: string) => boolean) {
  const templateDir = `${dataDir}.template`;
  const copyEntries = (from: string, to: string) => {
    fs.mkdirSync(to, { recursive: true });
    for (const name of fs.readdirSync(from)) {
      if (isDatabaseFile(name)) continue;
      fs.cpSync(path.join(from, name), path.join(to, name), { recursive: true });
    }
  };
  fs.rmSync(templateDir, { recursive: true, force: true });
  copyEntries(dataDir, templateDir);
  return {
    restore() {
      for (const name of fs.readdirSync(dataDir)) {
        if (!isDatabaseFile(name)) fs.rmSync(path.join(dataDir, name), { recursive: true });
      }
      copyEntries(templateDir, dataDir);
    },
    close() {
      fs.rmSync(templateDir, { recursive: true, force: true });
    },
  };
}
