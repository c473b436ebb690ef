import type { PostalAddress } from '../../../src/domain/shared/address/address';
import type { DirectoryPrivacy } from '../../../src/domain/shared/member/directory-privacy';
import type { AccountStatus, MemberRole } from '../../../src/domain/shared/member/member-profile';
import { PRIVATE_BY_DEFAULT } from '../../../src/domain/shared/member/directory-privacy';

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
  /** Why an administrator rejected the account. */
  readonly statusReason: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly approvedAt: string | null;
  readonly approvedBy: string | null;
  readonly withdrawnAt: string | null;
  /** The office locked the account (이용 정지): when, by whom, why; null when not locked. */
  readonly officeLockedAt: string | null;
  readonly officeLockedBy: string | null;
  readonly officeLockReason: string | null;
}

/**
 * What the member's own information (/me) shows of an account: no password hash, no dates, no
 * administrator's notes.
 */
export type AccountProfile = Pick<
  AccountRecord,
  | 'userId'
  | 'role'
  | 'status'
  | 'name'
  | 'birthDate'
  | 'email'
  | 'mobile'
  | 'graduationYear'
  | 'classNumber'
  | 'course'
  | 'company'
  | 'jobTitle'
  | 'address'
  | 'profileImageMstId'
  | 'privacy'
>;

/** The account's fields of the office's lock, for an account that is not locked. */
export const NOT_LOCKED = {
  officeLockedAt: null,
  officeLockedBy: null,
  officeLockReason: null,
} as const;

/** Whether the account may sign in and be served: approved, and not locked by the office. */
export function isActiveAccount(account: {
  readonly status: AccountStatus;
  readonly officeLockedAt: string | null;
}): boolean {
  return account.status === 'approved' && account.officeLockedAt === null;
}

/**
 * An account's personal fields with nothing in them: what withdrawal leaves, and where an account
 * made by the administrators' command starts.
 */
export const NO_PERSONAL_DATA = {
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
  privacy: PRIVATE_BY_DEFAULT,
} as const satisfies Partial<AccountRecord>;

/** The password hash of an erased account: no password ever matches it. */
export const ERASED_PASSWORD_HASH = '!';

/**
 * The password hash of an account made without a password (the demo's directory alumni, who
 * never sign in unless they set one through a reset): no password matches it.
 */
export const NO_PASSWORD_HASH = '*';

/** Whether some password can match the stored hash (not an erased account's nor a passwordless one's). */
export function hasUsablePassword(passwordHash: string): boolean {
  return passwordHash !== ERASED_PASSWORD_HASH && passwordHash !== NO_PASSWORD_HASH;
}

/** What withdrawal leaves of an account: the id (never reusable) and the dates, no person. */
export function withdrawnAccount(account: AccountRecord, now: Date): AccountRecord {
  const at = now.toISOString();
  return {
    ...account,
    ...NO_PERSONAL_DATA,
    passwordHash: ERASED_PASSWORD_HASH,
    status: 'withdrawn',
    statusReason: null,
    ...NOT_LOCKED,
    updatedAt: at,
    withdrawnAt: at,
  };
}
