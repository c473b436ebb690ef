import type { MenuStatistics, StatisticsPeriod } from '../../domain/access-log';
import type { AccessReview, AccessReviewQuery } from '../../domain/admin/access-review';
import type { LabelledAuditEntry } from '../../domain/admin/audit-entry';
import type {
  BatchApproval,
  MemberDetail,
  MemberSearch,
  MemberSummary,
} from '../../domain/admin/member-summary';
import type { MemberCounts } from '../../domain/admin/sign-up-weeks';
import type { DownloadedFile } from '../files';
import type { Page, PageRequest } from '../../domain/shared/paging/page';
import type { MemberRole } from '../../domain/shared/member/member-profile';
import { token } from '../shared/tokens';

/** Which audit entries: each given field narrows; `from` and `to` are days in Korea, included. */
export interface AuditFilter {
  readonly actorId?: string;
  readonly targetId?: string;
  readonly action?: string;
  readonly from?: string;
  readonly to?: string;
}

/** Which members, and which page of them. */
export interface MemberListQuery extends MemberSearch {
  readonly page: number;
  readonly size: number;
}

/**
 * The office's calls (/api/admin/…): administrators only; the server checks the role in its
 * database on every call and answers 403 to anyone else.
 */
export interface AdminApi {
  /**
   * Members in one state or all, by name (초성 too), id, class, lock: the queue oldest first,
   * other lists newest first; each with the namesakes warning.
   */
  listMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Page<MemberSummary>>;
  /** One member, whole (a view of their personal data, recorded). */
  memberDetail(userId: string, signal?: AbortSignal): Promise<MemberDetail>;
  /** Approves several applications, each on its own: who was approved, and each refusal. */
  approveMembers(userIds: readonly string[]): Promise<BatchApproval>;
  /** Locks the account (이용 정지): no sign-in, every session ended. */
  lockMember(userId: string, reason: string): Promise<void>;
  unlockMember(userId: string, reason: string): Promise<void>;
  /** Mails the member a link to set a new password (a day, once). */
  sendPasswordReset(userId: string): Promise<void>;
  /** Withdraws the member on the office's decision (the member's own erasure). */
  withdrawMember(userId: string, reason: string): Promise<void>;
  /** Grants (admin) or revokes (member) the administrator role; never the last one. */
  changeRole(userId: string, role: MemberRole, reason: string): Promise<void>;
  /** The last actions that changed something, newest first (the console's home). */
  recentAdminActions(signal?: AbortSignal): Promise<readonly LabelledAuditEntry[]>;
  /** How many accounts are in each state: numbers only (no member's data is viewed). */
  memberCounts(signal?: AbortSignal): Promise<MemberCounts>;
  /** Approves a pending application; the applicant is mailed how to sign in. */
  approveMember(userId: string): Promise<void>;
  /** Turns a pending application down; the applicant is mailed the reason. */
  rejectMember(userId: string, reason: string): Promise<void>;
  /** The audit log, newest first (the search is itself recorded). */
  searchAuditLog(
    filter: AuditFilter,
    page: PageRequest,
    signal?: AbortSignal,
  ): Promise<Page<LabelledAuditEntry>>;
  /** The entries of a filter as CSV for the monthly review (recorded as an export). */
  exportAuditLog(filter: AuditFilter): Promise<DownloadedFile>;
  /**
   * A month's personal-data access records, newest first, the unusual ones flagged (the review
   * is itself recorded).
   */
  listAccessRecords(query: AccessReviewQuery, signal?: AbortSignal): Promise<AccessReview>;
  /** Views per menu and per day in Korea over a period of at most 92 days. */
  menuStatistics(period: StatisticsPeriod, signal?: AbortSignal): Promise<MenuStatistics>;
}

export const ADMIN_API = token<AdminApi>('AdminApi');
