import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { TestServer } from '../../server/support/test-server';

/** How many rows each table holds, and which stored files are on disk. */
export interface Snapshot {
  readonly rows: Readonly<Record<string, number>>;
  readonly files: readonly string[];
}

/**
 * The table that counts attempts at a secret (sign-in, current password, e-mail codes) before
 * the secret is checked: writing there on a refusal is its purpose, so a refusal may add rows
 * there and nowhere else.
 */
export const ATTEMPT_COUNTER_TABLES: ReadonlySet<string> = new Set(['attempt_throttles']);

/**
 * The administrators' audit log (issue 12): every administrator action is recorded with its
 * outcome, a refusal included (a decision taken twice, an unknown member, a malformed period),
 * so a request refused to an administrator may add one entry there, and nothing elsewhere.
 */
export const AUDIT_LOG_TABLE = 'admin_audit_log';

/**
 * Takes a snapshot of every table of the server's database (found by introspection, so a table
 * added later is counted too) in one query, and of the files under DATA_DIR/files.
 */
export async function snapshotOf(server: TestServer): Promise<Snapshot> {
  const { db } = server.runtime.database;
  const counts = sql.join(
    (await tablesOf(server)).map(
      (table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`,
    ),
  );
  const result = await sql<Record<string, number | string>>`select ${counts}`.execute(db);
  const row = result.rows[0] ?? {};
  return {
    rows: Object.fromEntries(
      Object.entries(row).map(([table, count]) => [table, Number(count)] as const),
    ),
    files: storedFiles(server.dataDir),
  };
}

/**
 * What changed between two snapshots, apart from the attempt counters and, for a request sent as
 * an administrator, one entry of the audit log; empty when nothing.
 */
export function changesBetween(
  before: Snapshot,
  after: Snapshot,
  options: { readonly asAdministrator?: boolean } = {},
): string[] {
  const changes: string[] = [];
  for (const [table, count] of Object.entries(after.rows)) {
    if (ATTEMPT_COUNTER_TABLES.has(table)) continue;
    const earlier = before.rows[table] ?? 0;
    const allowed = table === AUDIT_LOG_TABLE && options.asAdministrator === true ? 1 : 0;
    if (count < earlier || count > earlier + allowed)
      changes.push(`${table}: ${earlier} → ${count} rows`);
  }
  const earlierFiles = new Set(before.files);
  for (const file of after.files)
    if (!earlierFiles.has(file)) changes.push(`new file on disk: ${file}`);
  const laterFiles = new Set(after.files);
  for (const file of before.files)
    if (!laterFiles.has(file)) changes.push(`file gone from disk: ${file}`);
  return changes;
}

/** Files (not directories) under DATA_DIR/files, temporary ones included. */
function storedFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(root, entry), { throwIfNoEntry: false })?.isFile())
    .sort();
}

/**
 * Every row of every table (found by introspection), each table's rows sorted: two contents
 * are equal only if no row was added, removed or changed (an approval changes no count).
 */
export async function contentsOf(server: TestServer): Promise<string> {
  const { db } = server.runtime.database;
  const contents: Record<string, string[]> = {};
  for (const table of await tablesOf(server)) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      db,
    );
    contents[table] = result.rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(contents);
}

/** The database's tables (views left out), found by introspection, sorted by name. */
async function tablesOf(server: TestServer): Promise<string[]> {
  const tables = await server.runtime.database.db.introspection.getTables();
  return tables
    .filter((table) => !table.isView)
    .map((table) => table.name)
    .sort();
}
