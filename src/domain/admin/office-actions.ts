import type { AccountStatus, MemberRole } from '../shared/member/member-profile';

/**
 * What the office may do to an account, and the refusals it gets, said alike by the server and
 * the fake backend: never on one's own account, never leaving the association without an
 * approved, unlocked administrator; each decision only where it changes something.
 */

/** An account as the office's rules read it. */
export interface OfficeTarget {
  readonly role: MemberRole;
  readonly status: AccountStatus;
  readonly locked: boolean;
}

export const NO_SUCH_ACCOUNT = '그런 아이디의 회원이 없습니다.';
export const OFFICE_REASON_REQUIRED = '사유를 입력해 주세요.';
export const REJECTION_REASON_REQUIRED = '거절 사유를 입력해 주세요.';
export const NOT_ON_YOURSELF = '자기 계정에는 할 수 없습니다.';
export const LAST_ADMINISTRATOR = '마지막 관리자입니다. 다른 관리자를 먼저 지정해 주세요.';

/** Only an application waiting for a decision is approved or rejected. */
export function decisionRefusal(status: AccountStatus): string | null {
  return status === 'pending' ? null : '승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.';
}

export function lockRefusal(target: OfficeTarget): string | null {
  return target.locked || target.status === 'withdrawn'
    ? '이미 이용이 정지되었거나 탈퇴한 계정입니다.'
    : null;
}

export function unlockRefusal(target: OfficeTarget): string | null {
  return target.locked ? null : '이용이 정지된 계정이 아닙니다.';
}

/** The office's reset link goes to approved members with an address only. */
export function passwordResetRefusal(status: AccountStatus, email: string | null): string | null {
  return status === 'approved' && email
    ? null
    : '승인된 회원에게만 비밀번호 재설정 메일을 보낼 수 있습니다.';
}

export function withdrawalRefusal(target: OfficeTarget): string | null {
  return target.status === 'withdrawn' ? '이미 탈퇴한 회원입니다.' : null;
}

/** The role given must change, and only an approved member becomes an administrator. */
export function roleChangeRefusal(target: OfficeTarget, role: MemberRole): string | null {
  if (target.role === role) return '이미 그 권한입니다.';
  if (role === 'admin' && target.status !== 'approved') {
    return '승인된 회원만 관리자로 지정할 수 있습니다.';
  }
  return null;
}

/** Whether the account is one the association's last administrator could be. */
export function isActiveAdministrator(target: OfficeTarget): boolean {
  return target.role === 'admin' && target.status === 'approved' && !target.locked;
}
