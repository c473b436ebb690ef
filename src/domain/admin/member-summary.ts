import type { ConsentState } from '../accounts';
import {
  ACCOUNT_STATUSES,
  type AccountStatus,
  type MemberRole,
} from '../shared/member/member-profile';

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
  /** YYYY-MM-DD, as given at sign-up (null once erased). */
  readonly birthDate: string | null;
  readonly mobile: string | null;
  /** 과정 (주간, 야간…) as given at sign-up. */
  readonly course: string | null;
  /** The office has suspended the account: it cannot sign in until unlocked. */
  readonly locked: boolean;
  /**
   * Other accounts (not withdrawn) with the same name and birth date: a second application by
   * the same person, or somebody posing as them. The queue warns before approving.
   */
  readonly sameNameAndBirthDate: readonly string[];
}

/** One member as the office's detail page shows them. */
export interface MemberDetail extends MemberSummary {
  readonly company: string | null;
  readonly jobTitle: string | null;
  /** The postal address in one line (road address and detail), or null. */
  readonly address: string | null;
  /** Why the application was turned down, or the account withdrawn by the office. */
  readonly statusReason: string | null;
  /** Why the office suspended the account (while `locked`). */
  readonly lockReason: string | null;
  readonly lockedAt: string | null;
  readonly lockedBy: string | null;
  readonly approvedAt: string | null;
  /** The administrator who approved or rejected the application. */
  readonly approvedBy: string | null;
  readonly withdrawnAt: string | null;
  /** The member's consents as they stand (sign-up's answers, then their changes on /me). */
  readonly consents: readonly ConsentState[];
}

/** Which members the office looks for; each given field narrows. */
export interface MemberSearch {
  /** One state, or every state ('all'). */
  readonly status: AccountStatus | 'all';
  /** A name (initial consonants such as ㅎㄱㄷ match too) or the start of an id. */
  readonly query?: string;
  readonly graduationYear?: number;
  readonly classNumber?: number;
  /** Only the accounts the office has suspended. */
  readonly lockedOnly?: boolean;
}

/** What several approvals at once did: who is approved, and each refusal in Korean. */
export interface BatchApproval {
  readonly approved: readonly string[];
  readonly refused: readonly { readonly userId: string; readonly message: string }[];
}

/** What the office calls each state of an account. */
export const ACCOUNT_STATUS_LABELS: Readonly<Record<AccountStatus, string>> = {
  pending: '승인 대기',
  approved: '승인',
  rejected: '거절',
  withdrawn: '탈퇴',
};

export { ACCOUNT_STATUSES };

/** Applicants shown on one page of the approval queue. */
export const MEMBER_QUEUE_PAGE_SIZE = 20;

/** The longest reason the office may give for turning an application down. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** The longest reason for locking, unlocking, withdrawing or changing a member's role. */
export const OFFICE_ACTION_REASON_MAX_LENGTH = 500;

/** The most applicants approved by one call ("approve the checked ones"). */
export const MAX_BATCH_APPROVALS = 50;

/** The longest member search text (a name, its initial consonants, or an id). */
export const MEMBER_SEARCH_QUERY_MAX_LENGTH = 40;
