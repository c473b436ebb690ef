import { describe, expect, it } from 'vitest';
import { readsOf } from '../../../../../server/adapters/db/shared/database';
import {
  kyselyRunner,
  PreparedQuery,
} from '../../../../../server/adapters/db/shared/prepared-query';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const NOW = '2026-11-23T10:00:00.000Z';

function accountRow(userId: string, status = 'approved') {
  return {
    user_id: userId,
    password_hash: '!',
    role: 'member',
    status,
    share_phone: 0,
    share_email: 0,
    share_company: 0,
    share_region: 0,
    created_at: NOW,
    updated_at: NOW,
  };
}

/** Parameters in another order than the builder's, and a value the builder writes itself. */
const approvedNamed = new PreparedQuery(2, (db, status: string, userId: string) =>
  db
    .selectFrom('accounts')
    .select(['user_id', 'status'])
    .where('user_id', '=', userId)
    .where('role', '=', 'member')
    .where('status', '=', status),
);

describe.each(dialects())('prepared queries (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('answer as the query built each time does, with each parameter in its place', async () => {
    const { db, reads } = server.runtime.database;
    await db
      .insertInto('accounts')
      .values([accountRow('kim1'), accountRow('lee2', 'pending')])
      .execute();
    for (const runner of [reads, kyselyRunner(db)]) {
      expect(await approvedNamed.first(db, runner, 'approved', 'kim1')).toEqual({
        user_id: 'kim1',
        status: 'approved',
      });
      expect(await approvedNamed.first(db, runner, 'approved', 'lee2')).toBeUndefined();
      expect(await approvedNamed.first(db, runner, 'pending', 'lee2')).toEqual({
        user_id: 'lee2',
        status: 'pending',
      });
    }
    // The server's store runs them on the database's own runner (SQLite: straight on the kept
    // statement), and a repository's read gives the same record as before.
    expect(readsOf(db) === reads).toBe(dialect === 'sqlite');
    const account = await server.runtime.ports.store.accounts.find('kim1');
    expect(account).toMatchObject({ userId: 'kim1', status: 'approved', role: 'member' });
    expect(await server.runtime.ports.store.accounts.find('nobody')).toBeNull();
  });

  it('read inside a transaction through the transaction, and see what it wrote', async () => {
    const { db } = server.runtime.database;
    const seen = await db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values(accountRow('park3')).execute();
      return approvedNamed.first(trx, kyselyRunner(trx), 'approved', 'park3');
    });
    expect(seen).toEqual({ user_id: 'park3', status: 'approved' });
  });

  it('never see what an open transaction has not committed', async () => {
    const { db, reads } = server.runtime.database;
    let inserted!: () => void;
    let finish!: () => void;
    const insertedYet = new Promise<void>((resolve) => (inserted = resolve));
    const finishing = new Promise<void>((resolve) => (finish = resolve));
    const transaction = db.transaction().execute(async (trx) => {
      await trx.insertInto('accounts').values(accountRow('choi4')).execute();
      inserted();
      await finishing;
      throw new Error('rolled back on purpose');
    });
    await insertedYet;
    // Asked while the transaction is open (on SQLite: on the same connection), answered with
    // what is committed.
    const read = approvedNamed.first(db, reads, 'approved', 'choi4');
    finish();
    await expect(transaction).rejects.toThrow('rolled back on purpose');
    expect(await read).toBeUndefined();
  });

  it('refuse a builder that leaves a parameter out', async () => {
    const { db, reads } = server.runtime.database;
    const careless = new PreparedQuery(2, (database, userId: string, _status: string) =>
      database.selectFrom('accounts').select('user_id').where('user_id', '=', userId),
    );
    expect(() => careless.first(db, reads, 'kim1', 'approved')).toThrow(
      /must bind each of its parameters/u,
    );
  });
});
