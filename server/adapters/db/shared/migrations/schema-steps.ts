import type { Kysely } from 'kysely';

/** The migrations' repeated steps, each compiled exactly as when it was written out. */

/** `create index <name> on <table> (<columns>)`. */
export async function createIndex(
  db: Kysely<unknown>,
  name: string,
  table: string,
  columns: readonly string[],
): Promise<void> {
  await db.schema
    .createIndex(name)
    .on(table)
    .columns([...columns])
    .execute();
}

/** Drops each of the tables or indexes that is there, in the order given. */
export async function dropIfThere(
  db: Kysely<unknown>,
  kind: 'table' | 'index',
  names: readonly string[],
): Promise<void> {
  for (const name of names) {
    await (kind === 'table' ? db.schema.dropTable(name) : db.schema.dropIndex(name))
      .ifExists()
      .execute();
  }
}
