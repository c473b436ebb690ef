import { describe, expect, it } from 'vitest';
import { memberDetailOf } from '../../../src/domain/admin/member-detail';
import { officeNameQueryOf } from '../../../src/domain/admin/member-search';
import type { MemberSummary } from '../../../src/domain/admin/member-summary';
import { JONGNO_03172 } from '../../support/addresses';

describe('how the office’s search reads what was typed (server and fake alike)', () => {
  it('reads initial consonants alone, blanks ignored, as initials', () => {
    expect(officeNameQueryOf(' ㅎ ㄱ ㄷ ')).toEqual({ kind: 'initials', initials: 'ㅎㄱㄷ' });
  });

  it('reads anything else as text, and nothing but blanks as no query', () => {
    expect(officeNameQueryOf('김한빛')).toEqual({ kind: 'text', text: '김한빛' });
    expect(officeNameQueryOf('   ')).toBeUndefined();
    expect(officeNameQueryOf(undefined)).toBeUndefined();
  });
});

describe('a member as the office’s detail page shows them', () => {
  const summary: MemberSummary = {
    userId: 'hanbit1',
    name: '김한빛',
    email: 'hanbit@example.com',
    graduationYear: 1995,
    classNumber: 45,
    status: 'approved',
    role: 'member',
    createdAt: '2026-01-01T00:00:00.000Z',
    birthDate: null,
    mobile: null,
    course: null,
    locked: false,
    sameNameAndBirthDate: [],
  };
  const fields = {
    company: null,
    jobTitle: null,
    address: JONGNO_03172,
    statusReason: null,
    lockReason: null,
    lockedAt: null,
    lockedBy: null,
    approvedAt: null,
    approvedBy: null,
    withdrawnAt: null,
  };

  it('writes the address in one line and shows nothing else the account holds', () => {
    const detail = memberDetailOf(
      summary,
      { ...fields, passwordHash: 'secret' } as typeof fields,
      [],
    );
    expect(detail.address).toBe('(03172) 서울 종로구 세종대로 175');
    expect(detail).not.toHaveProperty('passwordHash');
    expect(detail.consents).toEqual([]);
    expect(memberDetailOf(summary, { ...fields, address: null }, []).address).toBeNull();
  });
});
