import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFor } from '../../../../../server/adapters/db/migrations';
import { approve, registerMember } from '../../../support/members';
import { sharing } from '../../../../support/privacy';
import { dialects, startTestServer, type TestServer } from '../../../support/test-server';
import { FEATURES } from '../../../../../server/features';

describe.each(dialects())('migration 0002, the alumni directory (%s)', (dialect) => {
  let server: TestServer;
  afterEach(async () => {
    await server.close();
  });

  async function keysOf(userId: string) {
    return server.runtime.database.db
      .selectFrom('alumni_search_keys')
      .select(['kind', 'key', 'graduation_year', 'name'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .orderBy('key')
      .execute();
  }

  it('gives the listed members of an existing database their search keys', async () => {
    server = await startTestServer(dialect);
    const listed = await registerMember(server, { name: '김민수', graduationYear: 2004 });
    await approve(server, listed.userId);
    await server.runtime.ports.store.accounts.update(listed.userId, {
      privacy: sharing('company'),
    });
    const waiting = await registerMember(server, { name: '이대기' });
    const before = await keysOf(listed.userId);

    // Back to the database as it was before the directory, then forward again.
    const migrator = new Migrator({
      db: server.runtime.database.db,
      provider: { getMigrations: () => Promise.resolve(migrationsFor(dialect, FEATURES)) },
    });
    expect((await migrator.migrateTo('0001-initial')).error).toBeUndefined();
    const tables = await server.runtime.database.db.introspection.getTables();
    expect(tables.map((table) => table.name)).not.toContain('alumni_search_keys');
    await server.runtime.database.migrate();

    const after = await keysOf(listed.userId);
    expect(after).toEqual(before);
    expect(after.filter((key) => key.kind !== 'work')).toEqual([
      { kind: 'initials', key: 'ㄱㅁㅅ', graduation_year: 2004, name: '김민수' },
      { kind: 'initials', key: 'ㅁㅅ', graduation_year: 2004, name: '김민수' },
      { kind: 'initials', key: 'ㅅ', graduation_year: 2004, name: '김민수' },
      { kind: 'name', key: '김민수', graduation_year: 2004, name: '김민수' },
      { kind: 'name', key: '민수', graduation_year: 2004, name: '김민수' },
      { kind: 'name', key: '수', graduation_year: 2004, name: '김민수' },
    ]);
    // Shared company and job title (한빛전자, 과장) are searchable.
    expect(after.filter((key) => key.kind === 'work').map((key) => key.key)).toEqual(
      ['과장', '빛전자', '장', '자', '전자', '한빛전자'].sort(),
    );
    // A pending member has none.
    expect(await keysOf(waiting.userId)).toEqual([]);
  });

  it('keeps the planner statistics fresh without failing', async () => {
    server = await startTestServer(dialect);
    // At start the tables were empty: nothing to learn. Once there are members, there is.
    await registerMember(server);
    await expect(server.runtime.database.optimize()).resolves.toBeUndefined();
    if (dialect === 'sqlite') {
      const stats = await sql<{ tbl: string }>`select tbl from sqlite_stat1`.execute(
        server.runtime.database.db,
      );
      expect(stats.rows.map((row) => row.tbl)).toContain('accounts');
    }
  });
});
