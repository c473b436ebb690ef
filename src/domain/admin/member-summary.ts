import type { AccountStatus, MemberRole } from '../shared/member/member-profile';

/** A member as the office's lists show them. */
export interface MemberSummary {
  readonly userId: string;
  readonly name: string;
  readonly email: string;
  readonly graduationYear: number;
  readonly classNumber: number;
  readonly status: AccountStatus;
  readonly role: MemberRole;
  /** When the account was created (sign-up), ISO 8601. */
  readonly createdAt: string;
}

/** What the office calls each state of an account. */
export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  pending: '승인 대기',
  approved: '승인',
  rejected: '거절',
  withdrawn: '탈퇴',
};

/** The states in the order the office reads them, the approval queue first. */
export const ACCOUNT_STATUSES: readonly AccountStatus[] = [
  'pending',
  'approved',
  'rejected',
  'withdrawn',
];

/** Applicants shown on one page of the approval queue. */
export const MEMBER_QUEUE_PAGE_SIZE = 20;

/** The longest reason the office may give for turning an application down. */
export const REJECTION_REASON_MAX_LENGTH = 500;
