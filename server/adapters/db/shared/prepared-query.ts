import {
  AliasNode,
  type Compilable,
  ColumnNode,
  CompiledQuery,
  type Kysely,
  ReferenceNode,
  SelectQueryNode,
} from 'kysely';
import type { DatabaseSchema } from './schema';

/**
 * Runs queries that are already compiled to SQL. Kysely itself is one (`kyselyRunner`); the
 * SQLite database has a faster one for reads outside transactions (database.ts).
 */
export interface QueryRunner {
  /** The first row the query answers, if any. */
  first<Row>(sql: string, parameters: readonly unknown[]): Promise<Row | undefined>;
}

/**
 * Through Kysely's own executor (of any Kysely, whatever its tables): its connection pool, and
 * its lock on SQLite's connection.
 */
export function kyselyRunner(db: Pick<Kysely<DatabaseSchema>, 'executeQuery'>): QueryRunner {
  return {
    async first<Row>(sql: string, parameters: readonly unknown[]) {
      const result = await db.executeQuery<Row>(CompiledQuery.raw(sql, [...parameters]));
      return result.rows[0];
    },
  };
}

/** Stands in for a parameter while the query is compiled; never a value of a real query. */
const PLACEHOLDER = '\u0000prepared-query-parameter\u0000';

type Slot = { readonly parameter: number } | { readonly value: unknown };

interface Compiled {
  readonly sql: string;
  readonly slots: readonly Slot[];
}

/**
 * A query of the hot path (every signed-in request), built with Kysely once per dialect and then
 * run with new parameters: building and compiling a Kysely query cost several times more than
 * SQLite takes to answer it. The builder gets placeholder strings for the parameters; values it
 * writes itself stay as they are. Its rows are the statement's own, never renamed afterwards, so
 * it names its columns (no `*`): over `Tables`, the SQL names them in camelCase (camel-case.ts).
 */
export class PreparedQuery<Row, Parameters extends readonly string[], DB = DatabaseSchema> {
  /** Per dialect adapter (a transaction shares its database's). */
  private readonly compiled = new WeakMap<object, Compiled>();

  constructor(
    private readonly parameterCount: Parameters['length'],
    private readonly build: (db: Kysely<DB>, ...parameters: Parameters) => Compilable<Row>,
  ) {}

  /** The first row, compiled for `db`'s dialect and run by `runner`. */
  first(db: Kysely<DB>, runner: QueryRunner, ...parameters: Parameters): Promise<Row | undefined> {
    const { sql, slots } = this.compiledFor(db);
    return runner.first<Row>(
      sql,
      slots.map((slot) => ('parameter' in slot ? parameters[slot.parameter] : slot.value)),
    );
  }

  private compiledFor(db: Kysely<DB>): Compiled {
    const { adapter } = db.getExecutor();
    let compiled = this.compiled.get(adapter);
    if (!compiled) {
      const placeholders = Array.from(
        { length: this.parameterCount },
        (_, index) => `${PLACEHOLDER}${index}`,
      ) as unknown as Parameters;
      const query = this.build(db, ...placeholders).compile();
      const slots = query.parameters.map((value): Slot => {
        if (typeof value === 'string' && value.startsWith(PLACEHOLDER))
          return { parameter: Number(value.slice(PLACEHOLDER.length)) };
        return { value };
      });
      const used = new Set(slots.flatMap((slot) => ('parameter' in slot ? [slot.parameter] : [])));
      if (used.size !== this.parameterCount || query.sql.includes(PLACEHOLDER)) {
        throw new Error(`A prepared query must bind each of its parameters: ${query.sql}`);
      }
      if (!namesItsColumns(query)) {
        throw new Error(`A prepared query must name its columns: ${query.sql}`);
      }
      compiled = { sql: query.sql, slots };
      this.compiled.set(adapter, compiled);
    }
    return compiled;
  }
}

/** Whether each column the query answers is named (a column or an alias, never `*`). */
function namesItsColumns(query: CompiledQuery): boolean {
  if (!SelectQueryNode.is(query.query)) return false;
  return (query.query.selections ?? []).every(
    ({ selection }) =>
      AliasNode.is(selection) ||
      ColumnNode.is(selection) ||
      (ReferenceNode.is(selection) && ColumnNode.is(selection.column)),
  );
}
