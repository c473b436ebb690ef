import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decisionRefusal,
  isActiveAdministrator,
  lockRefusal,
  type OfficeTarget,
  passwordResetRefusal,
  roleChangeRefusal,
  unlockRefusal,
  withdrawalRefusal,
} from '../../../src/domain/admin/office-actions';
import { ACCOUNT_STATUSES } from '../../../src/domain/shared/member/member-profile';

const target = fc.record<OfficeTarget>({
  role: fc.constantFrom('member', 'admin'),
  status: fc.constantFrom(...ACCOUNT_STATUSES),
  locked: fc.boolean(),
});

describe('what the office may do to an account (server and fake alike)', () => {
  it('decides only on applications that wait', () => {
    expect(decisionRefusal('pending')).toBeNull();
    for (const status of ['approved', 'rejected', 'withdrawn'] as const) {
      expect(decisionRefusal(status)).toBe('승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.');
    }
  });

  it('locks what is neither locked nor withdrawn, and unlocks only what is locked', () => {
    fc.assert(
      fc.property(target, (account) => {
        expect(lockRefusal(account) === null).toBe(
          !account.locked && account.status !== 'withdrawn',
        );
        expect(unlockRefusal(account) === null).toBe(account.locked);
        expect(withdrawalRefusal(account) === null).toBe(account.status !== 'withdrawn');
      }),
    );
  });

  it('changes a role only to another, and makes administrators only of approved members', () => {
    const member: OfficeTarget = { role: 'member', status: 'approved', locked: false };
    expect(roleChangeRefusal(member, 'member')).toBe('이미 그 권한입니다.');
    expect(roleChangeRefusal(member, 'admin')).toBeNull();
    expect(roleChangeRefusal({ ...member, status: 'pending' }, 'admin')).toBe(
      '승인된 회원만 관리자로 지정할 수 있습니다.',
    );
    expect(roleChangeRefusal({ ...member, role: 'admin' }, 'member')).toBeNull();
  });

  it('mails a reset link only to approved members with an address', () => {
    expect(passwordResetRefusal('approved', 'a@example.com')).toBeNull();
    expect(passwordResetRefusal('approved', null)).not.toBeNull();
    expect(passwordResetRefusal('pending', 'a@example.com')).not.toBeNull();
  });

  it('counts as an administrator the association keeps only an approved, unlocked one', () => {
    fc.assert(
      fc.property(target, (account) => {
        expect(isActiveAdministrator(account)).toBe(
          account.role === 'admin' && account.status === 'approved' && !account.locked,
        );
      }),
    );
  });
});
