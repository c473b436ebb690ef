import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

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

/** `not null`. */
export const notNull = (column: ColumnDefinitionBuilder) => column.notNull();

/** An account's row, deleted with the account. */
export const ownedByAccount = (column: ColumnDefinitionBuilder) =>
  column.notNull().references('accounts.user_id').onDelete('cascade');

/**
 * A table of an account's single-use secrets (password resets, second-factor tickets): the
 * secret's keyed digest, when it was made, until when it is good, and when it was used.
 */
export async function createSingleUseTokenTable(db: Kysely<unknown>, name: string): Promise<void> {
  await db.schema
    .createTable(name)
    .addColumn('token_hash', 'text', (column) => column.primaryKey())
    .addColumn('user_id', 'text', ownedByAccount)
    .addColumn('created_at', 'text', notNull)
    .addColumn('expires_at', 'text', notNull)
    .addColumn('used_at', 'text')
    .execute();
}
