/**
 * The tables, as the database names them (snake_case; the repositories see them as `Tables`,
 * below). Portable choices, the same on SQLite and PostgreSQL: times are ISO 8601 UTC text with
 * milliseconds (sortable as text), flags are 0/1 integers, and ids are random text except the
 * access log's running number.
 *
 * Here only the tables several features use; each feature adds its own from its `tables.ts`
 * (`server/adapters/db/<feature>/tables.ts`), by declaration merging:
 * `declare module '../shared/schema' { interface DatabaseSchema { access_logs: AccessLogsTable } }`.
 * The feature's entry (`index.ts`) exports its table types, so that every program that reaches
 * the features (server/features.ts: the store, the database's migrations) sees every table.
 */
export interface DatabaseSchema {
  attempt_throttles: AttemptThrottlesTable;
}

/** Counted attempts under a keyed digest (server/domain/shared/attempt-throttle.ts). */
export interface AttemptThrottlesTable {
  throttle_key: string;
  attempts: number;
  /** Until when the next attempt must wait; null when it may follow at once. */
  wait_until: string | null;
  last_attempt_at: string;
}

/** `user_id` → `userId`, as camel-case.ts (and Kysely's CamelCasePlugin) names it. */
type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name;

/** A table's row with its columns under their camelCase names. */
export type CamelCaseRow<T> = { [Key in keyof T & string as CamelCase<Key>]: T[Key] };

type CamelCaseSchema = CamelCaseRow<{
  [Table in keyof DatabaseSchema]: CamelCaseRow<DatabaseSchema[Table]>;
}>;

/**
 * The tables as the repositories write and read them (camel-case.ts): every table and column
 * under its camelCase name, and the text columns that a CHECK constraint holds to a few values
 * typed as those values (declared, by merging, beside the table: `accounts`' role and status,
 * `attachedFiles`' visibility). A record whose fields are its table's columns is its row.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by merging
export interface Tables extends CamelCaseSchema {}
