import type { Kysely, SelectQueryBuilder, Selectable } from 'kysely';
import type { Tables } from './schema';

type Table = keyof Tables;
type Column<T extends Table> = keyof Tables[T] & string;

/** The tables with their names unknown to the compiler: the helpers' signatures keep the types. */
type AnyTables = Kysely<Record<string, Record<string, string | null>>>;

/** The row whose `column` (a key) is `value`, every column; null when there is none. */
export function rowWhere<T extends Table>(
  db: Kysely<Tables>,
  table: T,
  column: Column<T>,
  value: string,
): Promise<Selectable<Tables[T]> | null> {
  return anyRowWhere(db as unknown as AnyTables, table, column, value) as Promise<Selectable<
    Tables[T]
  > | null>;
}

async function anyRowWhere(db: AnyTables, table: string, column: string, value: string) {
  const row = await db.selectFrom(table).selectAll().where(column, '=', value).executeTakeFirst();
  return row ?? null;
}

/**
 * Sets `mark` (a time: a code consumed, a token used) on the row whose `column` is `value`, if
 * it is not set yet; false when it was (another request came first) or there is no such row.
 */
export function markOnce<T extends Table>(
  db: Kysely<Tables>,
  table: T,
  column: Column<T>,
  value: string,
  mark: Column<T>,
  at: string,
): Promise<boolean> {
  return anyMarkOnce(db as unknown as AnyTables, table, column, value, mark, at);
}

async function anyMarkOnce(
  db: AnyTables,
  table: string,
  column: string,
  value: string,
  mark: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ [mark]: at })
    .where(column, '=', value)
    .where(mark, 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How many rows the query's tables and filters hold. */
export async function countRows<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
): Promise<number> {
  const row: { total: number | string } = await query
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .$castTo<{ total: number | string }>()
    .executeTakeFirstOrThrow();
  // PostgreSQL counts in bigint, which its driver gives as text.
  return Number(row.total);
}

/** Deletes the rows whose `column` (a time or a day, as sortable text) is before `before`; answers how many. */
export function deleteRowsBefore<T extends Table>(
  db: Kysely<Tables>,
  table: T,
  column: Column<T>,
  before: string,
): Promise<number> {
  return anyDeleteBefore(db as unknown as AnyTables, table, column, before);
}

async function anyDeleteBefore(db: AnyTables, table: string, column: string, before: string) {
  const result = await db.deleteFrom(table).where(column, '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
