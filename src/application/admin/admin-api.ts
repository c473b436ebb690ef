import type { MenuStatistics, StatisticsPeriod } from '../../domain/access-log';
import type { AccessReview, AccessReviewQuery } from '../../domain/admin/access-review';
import type { LabelledAuditEntry } from '../../domain/admin/audit-entry';
import type { MemberSummary } from '../../domain/admin/member-summary';
import type { MemberCounts } from '../../domain/admin/sign-up-weeks';
import type { DownloadedFile } from '../files';
import type { Page, PageRequest } from '../../domain/shared/paging/page';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { token } from '../shared/tokens';

/** Which audit entries: each given field narrows; `from` and `to` are days in Korea, included. */
export interface AuditFilter {
  readonly actorId?: string;
  readonly targetId?: string;
  readonly action?: string;
  readonly from?: string;
  readonly to?: string;
}

export interface MemberListQuery {
  readonly status: AccountStatus;
  readonly page: number;
  readonly size: number;
}

/**
 * The office's calls (/api/admin/…): administrators only; the server checks the role in its
 * database on every call and answers 403 to anyone else.
 */
export interface AdminApi {
  /** Members in one state, oldest application first for the queue. */
  listMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Page<MemberSummary>>;
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
  accessRecords(query: AccessReviewQuery, signal?: AbortSignal): Promise<AccessReview>;
  /** Views per menu and per day in Korea over a period of at most 92 days. */
  menuStatistics(period: StatisticsPeriod, signal?: AbortSignal): Promise<MenuStatistics>;
}

export const ADMIN_API = token<AdminApi>('AdminApi');
