import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NewPersonalDataAccess } from '../../../../../server/application/admin/ports';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const access = (overrides: Partial<NewPersonalDataAccess> = {}): NewPersonalDataAccess => ({
  at: '2026-11-23T01:00:00.000Z',
  actorId: 'office2026',
  ip: '203.0.113.7',
  memberId: 'newbie2026',
  kind: 'view',
  detail: 'member.list',
  ...overrides,
});

describe.each(dialects())('personal-data access records (%s)', (dialect) => {
  const server = useTestServer(dialect);
  const records = () => server.runtime.ports.store.personalDataAccess;
  const db = () => server.runtime.database.db;
  const everyRecord = () =>
    records().between('2000-01-01T00:00:00.000Z', '2100-01-01T00:00:00.000Z', 10);

  it('keeps many at once and reads a period, the oldest first', async () => {
    const many = Array.from({ length: 450 }, (_, index) =>
      access({
        at: new Date(Date.parse('2026-11-01T00:00:00.000Z') + index * 1000).toISOString(),
        memberId: `member${String(index).padStart(4, '0')}`,
      }),
    );
    await records().record(many);
    await records().record([access({ at: '2026-12-01T00:00:00.000Z', kind: 'download' })]);
    const november = await records().between(
      '2026-11-01T00:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      1000,
    );
    expect(november).toHaveLength(450);
    expect(november[0]).toEqual({ id: expect.any(Number), ...many[0] });
    expect(november.at(-1)?.memberId).toBe('member0449');
    expect(
      await records().between('2026-11-01T00:00:00.000Z', '2026-12-01T00:00:00.000Z', 10),
    ).toHaveLength(10);
    const december = await records().between(
      '2026-12-01T00:00:00.000Z',
      '2027-01-01T00:00:00.000Z',
      10,
    );
    expect(december.map((each) => each.kind)).toEqual(['download']);
  });

  it('deletes those older than the instant given, and only those', async () => {
    await records().record([
      access({ at: '2024-11-22T23:59:59.999Z', memberId: 'old' }),
      access({ at: '2024-11-23T00:00:00.000Z', memberId: 'kept' }),
      access({ at: '2026-11-23T00:00:00.000Z', memberId: 'recent' }),
    ]);
    expect(await records().deleteBefore('2024-11-23T00:00:00.000Z')).toBe(1);
    const left = await records().between(
      '2000-01-01T00:00:00.000Z',
      '2100-01-01T00:00:00.000Z',
      10,
    );
    expect(left.map((each) => each.memberId)).toEqual(['kept', 'recent']);
  });

  it('refuses to change a record, or to remove one outside the retention clean-up, even by raw SQL', async () => {
    await records().record([
      access({ at: '2024-01-01T00:00:00.000Z', memberId: 'old' }),
      access({ at: '2026-11-23T00:00:00.000Z', memberId: 'recent' }),
    ]);
    await expect(
      sql`update personal_data_access_records set member_id = 'forged'`.execute(db()),
    ).rejects.toThrow(/append-only/u);
    await expect(
      db().updateTable('personal_data_access_records').set({ actor_id: 'someone' }).execute(),
    ).rejects.toThrow(/append-only/u);
    await expect(
      sql`delete from personal_data_access_records where member_id = 'recent'`.execute(db()),
    ).rejects.toThrow(/append-only/u);
    // Old enough, but not through the clean-up's path.
    await expect(
      sql`delete from personal_data_access_records where member_id = 'old'`.execute(db()),
    ).rejects.toThrow(/append-only/u);
    if (dialect === 'postgres') {
      await expect(sql`truncate personal_data_access_records`.execute(db())).rejects.toThrow(
        /append-only/u,
      );
    }
    expect((await everyRecord()).map((each) => each.memberId)).toEqual(['old', 'recent']);
  });

  it('lets the clean-up’s cut-off through only for records made before it, and leaves no cut-off behind', async () => {
    await records().record([
      access({ at: '2024-01-01T00:00:00.000Z', memberId: 'old' }),
      access({ at: '2026-11-23T00:00:00.000Z', memberId: 'recent' }),
    ]);
    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await sql`insert into personal_data_access_retention (deletes_before) values ('2025-01-01T00:00:00.000Z')`.execute(
            trx,
          );
          await sql`delete from personal_data_access_records`.execute(trx);
        }),
    ).rejects.toThrow(/append-only/u);
    expect(await records().deleteBefore('2025-01-01T00:00:00.000Z')).toBe(1);
    expect((await everyRecord()).map((each) => each.memberId)).toEqual(['recent']);
    const cutOffs = await sql`select * from personal_data_access_retention`.execute(db());
    expect(cutOffs.rows).toEqual([]);
  });
});
