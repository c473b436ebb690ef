import { describe, expect, it, vi } from 'vitest';
import type {
  AuditLogRepository,
  NewAuditEntry,
  NewPersonalDataAccess,
  PersonalDataAccessRepository,
} from '../../../../server/application/admin/ports';
import { AdminAudit } from '../../../../server/application/admin';
import { AppError } from '../../../../server/application/shared/app-error';

const NOW = new Date('2026-11-23T13:30:00.000Z');

function auditOver(options: { failingLog?: boolean } = {}) {
  const entries: NewAuditEntry[] = [];
  const accesses: NewPersonalDataAccess[] = [];
  const reportFailure = vi.fn();
  const audit = new AdminAudit({
    clock: { now: () => NOW },
    reportFailure,
    auditLog: {
      append: async (entry: NewAuditEntry) => {
        if (options.failingLog) throw new Error('disk full');
        entries.push(entry);
      },
    } as Partial<AuditLogRepository> as AuditLogRepository,
    personalDataAccess: {
      record: async (list: readonly NewPersonalDataAccess[]) => {
        accesses.push(...list);
      },
    } as Partial<PersonalDataAccessRepository> as PersonalDataAccessRepository,
  });
  return { audit, entries, accesses, reportFailure };
}

const OFFICE = { id: 'office2026', ip: '203.0.113.9' };

describe('AdminAudit', () => {
  it('records a success with who, where, what, on whom, and the detail made from the result', async () => {
    const { audit, entries } = auditOver();
    const answer = await audit.audited(
      OFFICE,
      'member.list',
      null,
      async () => 42,
      (n) => `${n}명`,
    );
    expect(answer).toBe(42);
    expect(entries).toEqual([
      {
        at: NOW.toISOString(),
        actorId: 'office2026',
        ip: '203.0.113.9',
        action: 'member.list',
        targetId: null,
        outcome: 'success',
        detail: '42명',
      },
    ]);
  });

  it('records a refusal by its error key and passes it on; any other failure as error', async () => {
    const { audit, entries } = auditOver();
    const refusal = new AppError('invalidState');
    await expect(
      audit.audited('command-line', 'member.approve', 'hong2026', () => Promise.reject(refusal)),
    ).rejects.toBe(refusal);
    await expect(
      audit.audited(
        OFFICE,
        'member.reject',
        'kim2026',
        () => Promise.reject(new Error('x')),
        '사유',
      ),
    ).rejects.toThrow('x');
    expect(
      entries.map(({ actorId, ip, targetId, outcome, detail }) => ({
        actorId,
        ip,
        targetId,
        outcome,
        detail,
      })),
    ).toEqual([
      {
        actorId: 'command-line',
        ip: null,
        targetId: 'hong2026',
        outcome: 'invalidState',
        detail: null,
      },
      {
        actorId: 'office2026',
        ip: '203.0.113.9',
        targetId: 'kim2026',
        outcome: 'error',
        detail: '사유',
      },
    ]);
  });

  it('keeps a refusal the caller must hear even when the log cannot be written, and reports it', async () => {
    const { audit, reportFailure } = auditOver({ failingLog: true });
    await expect(
      audit.audited(OFFICE, 'member.approve', 'a', () => Promise.reject(new AppError('notFound'))),
    ).rejects.toBeInstanceOf(AppError);
    expect(reportFailure).toHaveBeenCalledWith('audit log', expect.any(Error));
    // A success that cannot be recorded is not a success.
    await expect(audit.audited(OFFICE, 'member.list', null, async () => 1)).rejects.toThrow(
      'disk full',
    );
  });

  it('cuts a long detail, and records each member once per access', async () => {
    const { audit, entries, accesses } = auditOver();
    await audit.audited(OFFICE, 'member.reject', 'a', async () => null, `  ${'가'.repeat(600)}  `);
    expect([...(entries[0]?.detail ?? '')]).toHaveLength(500);
    expect(entries[0]?.detail?.endsWith('…')).toBe(true);
    await audit.accessed(OFFICE, ['a', 'b', 'a'], 'view', 'member.list');
    await audit.accessed(OFFICE, [], 'view', 'member.list');
    expect(accesses).toEqual([
      {
        at: NOW.toISOString(),
        actorId: 'office2026',
        ip: '203.0.113.9',
        memberId: 'a',
        kind: 'view',
        detail: 'member.list',
      },
      {
        at: NOW.toISOString(),
        actorId: 'office2026',
        ip: '203.0.113.9',
        memberId: 'b',
        kind: 'view',
        detail: 'member.list',
      },
    ]);
  });
});
