import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberDetailData } from '../../../../../src/contract/admin';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { approve, as, registerMember, signIn } from '../../../support/members';
import { migrateBackBefore } from '../../../support/migrations';
import { OFFICE_ADMINISTRATOR, signedInOffice } from '../../../support/office';
import {
  type Dialect,
  dialects,
  startTestServer,
  type TestServer,
} from '../../../support/test-server';

const MIGRATION = '0023-accounts-dead-columns';

type Row = Record<string, unknown>;

async function accountRows(db: Kysely<unknown>): Promise<Row[]> {
  const { rows } = await sql<Row>`select * from accounts order by user_id`.execute(db);
  return rows;
}

/** What points at or indexes the accounts table: its indexes, and the foreign keys to it. */
async function accountsSchema(db: Kysely<unknown>, dialect: Dialect): Promise<Row[][]> {
  if (dialect === 'postgres') {
    const indexes = await sql<Row>`select indexname, indexdef from pg_indexes
      where tablename = 'accounts' order by indexname`.execute(db);
    const constraints = await sql<Row>`select conrelid::regclass::text as owner, conname,
      pg_get_constraintdef(oid) as definition from pg_constraint
      where conrelid = 'accounts'::regclass or confrelid = 'accounts'::regclass
      order by owner, conname`.execute(db);
    return [indexes.rows, constraints.rows];
  }
  const indexes = await sql<Row>`select name, sql from sqlite_master
    where type = 'index' and tbl_name = 'accounts' order by name`.execute(db);
  const foreignKeys = await sql<Row>`select m.name as owner, f."from", f."to", f.on_delete
    from sqlite_master m, pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'accounts' order by owner, f."from"`.execute(db);
  return [indexes.rows, foreignKeys.rows];
}

/** A row as 0023 leaves it: without the dead columns, the office's lock under its own names. */
function migrated({
  failed_sign_ins: _failedSignIns,
  locked_until: _lockedUntil,
  locked_at,
  locked_by,
  lock_reason,
  ...row
}: Row): Row {
  return {
    ...row,
    office_locked_at: locked_at,
    office_locked_by: locked_by,
    office_lock_reason: lock_reason,
  };
}

/**
 * Issue 28: the accounts table without `failed_sign_ins` and `locked_until` (unused since the
 * attempt throttles), the office's lock named for it; every row and what points at the table kept.
 */
describe.each(dialects())(`migration ${MIGRATION} (%s)`, (dialect) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  it('keeps every account and the office’s lock, drops the dead columns, and the lock still holds', async () => {
    server = await startTestServer(dialect);
    const office = await signedInOffice(server);
    const locked = await registerMember(server, { userId: 'locked2026', name: '정지원' });
    await approve(server, locked.userId);
    await registerMember(server, { userId: 'pending2026', name: '대기중' });
    expectSuccess(
      await server.call('lockMember', {
        ...as(office),
        params: { userId: locked.userId },
        body: { reason: '회칙 위반 신고 확인' },
      }),
    );
    const db = server.runtime.database.db as unknown as Kysely<unknown>;

    // Back to the table as it was, with the old wait after wrong passwords left in a row.
    await migrateBackBefore(server, MIGRATION);
    await sql`update accounts set failed_sign_ins = 5, locked_until = '2026-11-01T00:10:00.000Z'
      where user_id = 'pending2026'`.execute(db);
    const before = await accountRows(db);
    const schemaBefore = await accountsSchema(db, dialect);
    expect(before.find((row) => row.user_id === locked.userId)).toMatchObject({
      locked_by: OFFICE_ADMINISTRATOR.userId,
      lock_reason: '회칙 위반 신고 확인',
    });
    await server.runtime.database.migrate();

    const after = await accountRows(db);
    expect(after).toEqual(before.map(migrated));
    expect(after.map((row) => row.user_id)).toEqual([
      'locked2026',
      OFFICE_ADMINISTRATOR.userId,
      'pending2026',
    ]);
    const columns = (await db.introspection.getTables())
      .find((table) => table.name === 'accounts')
      ?.columns.map((column) => column.name);
    for (const gone of [
      'failed_sign_ins',
      'locked_until',
      'locked_at',
      'locked_by',
      'lock_reason',
    ]) {
      expect(columns).not.toContain(gone);
    }
    expect(columns).toEqual(
      expect.arrayContaining(['office_locked_at', 'office_locked_by', 'office_lock_reason']),
    );
    // What points at the table is kept; tables of later migrations (made again above) add theirs.
    const owners = new Set(schemaBefore[1]?.map((row) => row.owner));
    const [indexes, pointers] = await accountsSchema(db, dialect);
    expect([indexes, pointers?.filter((row) => owners.has(row.owner))]).toEqual(schemaBefore);
    await expect(
      sql`update accounts set status = 'unknown' where user_id = 'pending2026'`.execute(db),
    ).rejects.toThrow();

    // The lock made before still holds: sign-in refused, shown to the office, lifted by it.
    const refused = await server.call('signIn', {
      body: { userId: locked.userId, password: locked.password },
    });
    expectRefusal(refused, 'accountLocked');
    const detail = expectSuccess(
      await server.call<MemberDetailData>('memberDetail', {
        ...as(office),
        params: { userId: locked.userId },
      }),
    );
    expect(detail).toMatchObject({
      locked: true,
      lockReason: '회칙 위반 신고 확인',
      lockedBy: OFFICE_ADMINISTRATOR.userId,
    });
    expectSuccess(
      await server.call('unlockMember', {
        ...as(office),
        params: { userId: locked.userId },
        body: { reason: '소명 확인' },
      }),
    );
    await signIn(server, locked);
  });
});
