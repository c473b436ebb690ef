import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as office from '../../../src/domain/admin/office-actions';
import { ACCOUNT_STATUSES } from '../../../src/domain/shared/member/member-profile';

const target = fc.record<office.OfficeTarget>({
  role: fc.constantFrom('member', 'admin'),
  status: fc.constantFrom(...ACCOUNT_STATUSES),
  locked: fc.boolean(),
});

describe('what the office may do to an account (server and fake alike)', () => {
  it('decides only on applications that wait', () => {
    expect(office.decisionRefusal('pending')).toBeNull();
    for (const status of ['approved', 'rejected', 'withdrawn'] as const) {
      expect(office.decisionRefusal(status)).toBe(
        '승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.',
      );
    }
  });

  it('locks what is neither locked nor withdrawn, and unlocks only what is locked', () => {
    fc.assert(
      fc.property(target, (account) => {
        expect(office.lockRefusal(account) === null).toBe(
          !account.locked && account.status !== 'withdrawn',
        );
        expect(office.unlockRefusal(account) === null).toBe(account.locked);
        expect(office.withdrawalRefusal(account) === null).toBe(account.status !== 'withdrawn');
      }),
    );
  });

  it('changes a role only to another, and makes administrators only of approved members', () => {
    const member: office.OfficeTarget = { role: 'member', status: 'approved', locked: false };
    expect(office.roleChangeRefusal(member, 'member')).toBe('이미 그 권한입니다.');
    expect(office.roleChangeRefusal(member, 'admin')).toBeNull();
    expect(office.roleChangeRefusal({ ...member, status: 'pending' }, 'admin')).toBe(
      '승인된 회원만 관리자로 지정할 수 있습니다.',
    );
    expect(office.roleChangeRefusal({ ...member, role: 'admin' }, 'member')).toBeNull();
  });

  it('mails a reset link only to approved members with an address', () => {
    expect(office.passwordResetRefusal('approved', 'a@example.com')).toBeNull();
    expect(office.passwordResetRefusal('approved', null)).not.toBeNull();
    expect(office.passwordResetRefusal('pending', 'a@example.com')).not.toBeNull();
  });

  it('counts as an administrator the association keeps only an approved, unlocked one', () => {
    fc.assert(
      fc.property(target, (account) => {
        expect(office.isActiveAdministrator(account)).toBe(
          account.role === 'admin' && account.status === 'approved' && !account.locked,
        );
      }),
    );
  });
});
