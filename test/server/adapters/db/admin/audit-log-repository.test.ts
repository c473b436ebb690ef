import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { NewAuditEntry } from '../../../../../server/application/admin/ports';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const entry = (overrides: Partial<NewAuditEntry> = {}): NewAuditEntry => ({
  at: '2026-11-23T01:00:00.000Z',
  actorId: 'office2026',
  ip: '203.0.113.7',
  action: 'member.approve',
  targetId: 'newbie2026',
  outcome: 'success',
  detail: null,
  ...overrides,
});

describe.each(dialects())('audit log repository (%s)', (dialect) => {
  const server = useTestServer(dialect);
  const auditLog = () => server.runtime.ports.store.auditLog;
  const db = () => server.runtime.database.db;

  it('keeps what it is given and finds it by actor, target, action and period', async () => {
    await auditLog().append(entry());
    await auditLog().append(
      entry({
        at: '2026-11-23T02:00:00.000Z',
        action: 'member.reject',
        targetId: 'newbie2027',
        detail: '졸업 기수를 확인할 수 없습니다.',
      }),
    );
    await auditLog().append(
      entry({ at: '2026-11-24T03:00:00.000Z', actorId: 'office2027', targetId: null }),
    );
    await auditLog().append(
      entry({ at: '2026-11-24T04:00:00.000Z', outcome: 'invalidState', ip: null }),
    );

    const all = await auditLog().search({}, { page: 1, size: 10 });
    expect(all.total).toBe(4);
    expect(all.items.map((item) => item.at)).toEqual([
      '2026-11-24T04:00:00.000Z',
      '2026-11-24T03:00:00.000Z',
      '2026-11-23T02:00:00.000Z',
      '2026-11-23T01:00:00.000Z',
    ]);
    expect(all.items[2]).toEqual({
      id: expect.any(Number),
      ...entry({
        at: '2026-11-23T02:00:00.000Z',
        action: 'member.reject',
        targetId: 'newbie2027',
        detail: '졸업 기수를 확인할 수 없습니다.',
      }),
    });

    const byActor = await auditLog().search({ actorId: 'office2027' }, { page: 1, size: 10 });
    expect(byActor.items.map((item) => item.at)).toEqual(['2026-11-24T03:00:00.000Z']);
    const byTarget = await auditLog().search({ targetId: 'newbie2027' }, { page: 1, size: 10 });
    expect(byTarget.items.map((item) => item.action)).toEqual(['member.reject']);
    const byAction = await auditLog().search({ action: 'member.approve' }, { page: 1, size: 10 });
    expect(byAction.total).toBe(3);
    const inPeriod = await auditLog().search(
      { from: '2026-11-23T02:00:00.000Z', to: '2026-11-24T04:00:00.000Z' },
      { page: 1, size: 10 },
    );
    expect(inPeriod.items.map((item) => item.at)).toEqual([
      '2026-11-24T03:00:00.000Z',
      '2026-11-23T02:00:00.000Z',
    ]);
    const secondPage = await auditLog().search({}, { page: 2, size: 3 });
    expect(secondPage).toMatchObject({ total: 4, items: [{ at: '2026-11-23T01:00:00.000Z' }] });

    const oldestFirst = await auditLog().list({ action: 'member.approve' }, 2);
    expect(oldestFirst.map((item) => item.at)).toEqual([
      '2026-11-23T01:00:00.000Z',
      '2026-11-24T03:00:00.000Z',
    ]);
  });

  it('refuses to change or remove an entry, even by raw SQL', async () => {
    await auditLog().append(entry());
    await expect(sql`update admin_audit_log set outcome = 'forged'`.execute(db())).rejects.toThrow(
      /append-only/u,
    );
    await expect(sql`delete from admin_audit_log`.execute(db())).rejects.toThrow(/append-only/u);
    await expect(
      db().updateTable('admin_audit_log').set({ actor_id: 'someone' }).execute(),
    ).rejects.toThrow(/append-only/u);
    await expect(db().deleteFrom('admin_audit_log').execute()).rejects.toThrow(/append-only/u);
    if (dialect === 'postgres') {
      await expect(sql`truncate admin_audit_log`.execute(db())).rejects.toThrow(/append-only/u);
    }
    const after = await auditLog().search({}, { page: 1, size: 10 });
    expect(after.items).toEqual([{ id: expect.any(Number), ...entry() }]);
  });

  it('has no way in the code to change or remove an entry', () => {
    const methods = Object.getOwnPropertyNames(Object.getPrototypeOf(auditLog()));
    expect(methods.sort()).toEqual(['append', 'constructor', 'list', 'search']);
  });
});
