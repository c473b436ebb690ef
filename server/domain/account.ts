import type { PostalAddress } from '../../src/domain/address/address';
import type { DirectoryPrivacy } from '../../src/domain/member/directory-privacy';
import type { AccountStatus, MemberRole } from '../../src/domain/member/member-profile';
import { SIGN_IN_FAILURE_LIMIT, SIGN_IN_LOCK_MS } from './policies';

/** An account as the server keeps it. Personal fields are null once the member withdraws. */
export interface AccountRecord {
  readonly userId: string;
  readonly passwordHash: string;
  readonly role: MemberRole;
  readonly status: AccountStatus;
  readonly name: string | null;
  readonly birthDate: string | null;
  readonly email: string | null;
  readonly mobile: string | null;
  readonly graduationYear: number | null;
  readonly classNumber: number | null;
  readonly course: string | null;
  readonly company: string | null;
  readonly jobTitle: string | null;
  readonly address: PostalAddress | null;
  readonly profileImageMstId: string | null;
  readonly privacy: DirectoryPrivacy;
  readonly failedSignIns: number;
  readonly lockedUntil: string | null;
  /** Why an administrator rejected the account. */
  readonly statusReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly approvedAt: string | null;
  readonly approvedBy: string | null;
  readonly withdrawnAt: string | null;
}

/** An administrator decides only on accounts that wait for a decision. */
export function canDecideOn(status: AccountStatus): boolean {
  return status === 'pending';
}

/** Whether the account is locked at `now` after repeated failed sign-ins. */
export function isLocked(account: Pick<AccountRecord, 'lockedUntil'>, now: Date): boolean {
  return account.lockedUntil !== null && Date.parse(account.lockedUntil) > now.getTime();
}

/**
 * After a failed sign-in: the count goes up, and the fifth failure in a row locks the account
 * for 15 minutes (the count starts again after the lock).
 */
export function afterFailedSignIn(
  account: Pick<AccountRecord, 'failedSignIns'>,
  now: Date,
): { failedSignIns: number; lockedUntil: string | null } {
  const failures = account.failedSignIns + 1;
  if (failures >= SIGN_IN_FAILURE_LIMIT) {
    return {
      failedSignIns: 0,
      lockedUntil: new Date(now.getTime() + SIGN_IN_LOCK_MS).toISOString(),
    };
  }
  return { failedSignIns: failures, lockedUntil: null };
}

/** What withdrawal leaves of an account: the id (never reusable) and the dates, no person. */
export function withdrawnAccount(account: AccountRecord, now: Date): AccountRecord {
  const at = now.toISOString();
  return {
    ...account,
    passwordHash: '!',
    status: 'withdrawn',
    name: null,
    birthDate: null,
    email: null,
    mobile: null,
    graduationYear: null,
    classNumber: null,
    course: null,
    company: null,
    jobTitle: null,
    address: null,
    profileImageMstId: null,
    privacy: { phone: false, email: false, company: false, region: false },
    failedSignIns: 0,
    lockedUntil: null,
    statusReason: null,
    updatedAt: at,
    withdrawnAt: at,
  };
}
