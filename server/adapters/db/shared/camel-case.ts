import {
  AliasNode,
  CamelCasePlugin,
  ColumnNode,
  type DefaultQueryCompiler,
  type Dialect,
  IdentifierNode,
  type Kysely,
  type KyselyPlugin,
  type OperationNode,
  ReferenceNode,
  ReturningNode,
  type SelectionNode,
  SelectQueryNode,
  sql,
  type UnknownRow,
} from 'kysely';
import type { DatabaseSchema, Tables } from './schema';

/**
 * Tables and columns named in camelCase in the code (schema.ts `Tables`) and in snake_case in
 * the database, as Kysely's CamelCasePlugin does, but at no cost per query: the plugin rewrites
 * every query's tree (each subquery again) and renames every row's keys, which made a directory
 * search's queries take twice as long to build. Here the dialect's SQL compiler writes each name
 * in snake_case as it writes the SQL, and names each column of the outermost select (or
 * returning) list `as` its camelCase name, so the rows arrive as the code reads them: the
 * prepared queries' rows too, which come straight from SQLite's statement (prepared-query.ts).
 *
 * Names already in snake_case are written as they are, so the same database serves code that
 * names its tables as they are (DatabaseSchema: migrations, tests, scripts), with the same SQL as
 * before. Only `select *` answers snake_case keys, which the camelCase view renames (below).
 * An outermost alias is the row's key as written: order by the expression, not by that alias.
 */
export function inCamelCase(dialect: Dialect): Dialect {
  const Compiler = namingInCamelCase(
    dialect.createQueryCompiler().constructor as new () => DefaultQueryCompiler,
  );
  return {
    createAdapter: () => dialect.createAdapter(),
    createDriver: () => dialect.createDriver(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createQueryCompiler: () => new Compiler(),
  };
}

function namingInCamelCase(Base: new () => DefaultQueryCompiler) {
  return class CamelCaseCompiler extends Base {
    protected override sanitizeIdentifier(identifier: string): string {
      return super.sanitizeIdentifier(snakeCase(identifier));
    }

    protected override visitSelection(node: SelectionNode): void {
      const key = this.isOutermost() ? camelCaseKeyOf(node.selection) : null;
      if (key === null) {
        super.visitSelection(node);
        return;
      }
      this.visitNode(AliasNode.is(node.selection) ? node.selection.node : node.selection);
      const [left, right] = [this.getLeftIdentifierWrapper(), this.getRightIdentifierWrapper()];
      this.append(` as ${left}${super.sanitizeIdentifier(key)}${right}`);
    }

    /** Whether the selection being written is one of the rows' columns. */
    private isOutermost(): boolean {
      const [root, parent] = this.nodeStack;
      if (this.nodeStack.length === 2) return root !== undefined && SelectQueryNode.is(root);
      return this.nodeStack.length === 3 && parent !== undefined && ReturningNode.is(parent);
    }
  };
}

/** The camelCase key a selection gives its rows, or null when it has none (`*`, snake_case). */
function camelCaseKeyOf(selection: OperationNode): string | null {
  let name: string | null = null;
  if (AliasNode.is(selection)) {
    name = IdentifierNode.is(selection.alias) ? selection.alias.name : null;
  } else if (ReferenceNode.is(selection)) {
    name = ColumnNode.is(selection.column) ? selection.column.column.name : null;
  } else if (ColumnNode.is(selection)) {
    name = selection.column.name;
  }
  return name !== null && snakeCase(name) !== name ? name : null;
}

/** The tables under their camelCase names (schema.ts `Tables`): what the repositories use. */
export function camelCaseTables(db: Kysely<DatabaseSchema>): Kysely<Tables> {
  // A database opened without inCamelCase (a benchmark's own, say) gets Kysely's plugin.
  const view = writesSnakeCase(db)
    ? db.withPlugin(CAMEL_CASE_ROWS)
    : db.withPlugin(new CamelCasePlugin());
  return view as unknown as Kysely<Tables>;
}

function writesSnakeCase(db: Kysely<DatabaseSchema>): boolean {
  return sql`${sql.id('camelCase')}`.compile(db).sql.includes('camel_case');
}

/** Renames the keys of rows that arrive in snake_case (`select *`) to camelCase. */
const CAMEL_CASE_ROWS: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult(args) {
    const { rows } = args.result;
    const first = rows[0];
    if (!first || !Object.keys(first).some((key) => key.includes('_'))) {
      return Promise.resolve(args.result);
    }
    return Promise.resolve({ ...args.result, rows: rows.map(camelCaseKeys) });
  },
};

function camelCaseKeys(row: UnknownRow): UnknownRow {
  const renamed: UnknownRow = {};
  for (const [key, value] of Object.entries(row)) renamed[camelCase(key)] = value;
  return renamed;
}

/** `userId` → `user_id`: schema.ts's `CamelCase`, backwards. */
const snakeCase = memoized((name) =>
  name.replace(/[A-Z]/gu, (letter) => `_${letter.toLowerCase()}`),
);

/** `user_id` → `userId`, as schema.ts's `CamelCase` names the columns. */
const camelCase = memoized((name) =>
  name.replace(/_(.)/gu, (_underscore, letter: string) => letter.toUpperCase()),
);

function memoized(rename: (name: string) => string): (name: string) => string {
  const known = new Map<string, string>();
  return (name) => {
    let renamed = known.get(name);
    if (renamed === undefined) {
      renamed = rename(name);
      known.set(name, renamed);
    }
    return renamed;
  };
}
