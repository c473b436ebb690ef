import { describe, expect, it } from 'vitest';
import {
  accessSubjectLabel,
  auditNameRequest,
  labelledAuditEntry,
  nameKey,
  namedId,
} from '../../../src/domain/admin/record-names';
import type { AuditEntry } from '../../../src/domain/admin/audit-entry';

const entry = (action: string, targetId: string | null): AuditEntry => ({
  id: 1,
  at: '2026-11-23T01:00:00.000Z',
  actorId: 'office2026',
  ip: null,
  action,
  targetId,
  outcome: 'success',
  detail: null,
});

/** Issue 29 item 10: each record names whom it is about, beside the id it keeps. */
describe('the names beside the records’ ids', () => {
  it('asks the names of the administrators and of each target by what it is', () => {
    expect(
      auditNameRequest([
        entry('member.lock', 'hong123'),
        entry('donation.correct', 'JdGapmRBU06wL1ue'),
        entry('notice.update', 'n1'),
        entry('member.list', null),
      ]),
    ).toEqual({
      account: ['office2026', 'hong123'],
      donor: [],
      donation: ['JdGapmRBU06wL1ue'],
      receipt: [],
      fund: [],
    });
  });

  it('names a donation by its donor, and leaves a notice to its id', () => {
    const names = new Map([
      [nameKey('account', 'office2026'), '사무국'],
      [nameKey('donation', 'JdGapmRBU06wL1ue'), '홍길동'],
    ]);
    expect(labelledAuditEntry(entry('donation.correct', 'JdGapmRBU06wL1ue'), names)).toMatchObject({
      actionLabel: '기부 정정',
      actorName: '사무국',
      targetName: '홍길동',
    });
    expect(labelledAuditEntry(entry('notice.update', 'n1'), names).targetName).toBeNull();
  });

  it('shows a name beside its id, a donor as such, and the id alone when the name is gone', () => {
    expect(namedId('홍길동', 'hong123')).toBe('홍길동 (hong123)');
    expect(namedId(null, 'hong123')).toBe('hong123');
    expect(accessSubjectLabel('donor:Xy12', '박바깥')).toBe('박바깥 (기부자 Xy12)');
    expect(accessSubjectLabel('haneul01', '김하늘')).toBe('김하늘 (haneul01)');
  });
});
