import { inject, injectable } from 'inversify';
import type { AdminApi, AuditFilter, MemberListQuery } from '../../application/admin/admin-api';
import type { DownloadedFile } from '../../application/files/file-api';
import type { AccessReview, AccessReviewQuery } from '../../domain/admin/access-review';
import type { LabelledAuditEntry } from '../../domain/admin/audit-entry';
import type { MenuStatistics, StatisticsPeriod } from '../../domain/access-log/menu-statistics';
import type { BatchApproval, MemberDetail, MemberSummary } from '../../domain/admin/member-summary';
import type { MemberRole } from '../../domain/shared/member/member-profile';
import type { MemberCounts } from '../../domain/admin/sign-up-weeks';
import type { Page, PageRequest } from '../../domain/shared/paging/page';
import { ApiClient } from './api-client';

/** The office's calls (/api/admin/…). */
@injectable()
export class HttpAdminApi implements AdminApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Page<MemberSummary>> {
    const { status, page, size, graduationYear, classNumber, lockedOnly } = query;
    const text = query.query?.trim();
    return this.client.call('listMembers', {
      query: {
        status,
        page: String(page),
        size: String(size),
        ...(text ? { query: text } : {}),
        ...(graduationYear !== undefined ? { graduationYear: String(graduationYear) } : {}),
        ...(classNumber !== undefined ? { classNumber: String(classNumber) } : {}),
        ...(lockedOnly ? { locked: 'true' } : {}),
      },
      signal,
    });
  }

  memberDetail(userId: string, signal?: AbortSignal): Promise<MemberDetail> {
    return this.client.call('memberDetail', { params: { userId }, signal });
  }

  approveMembers(userIds: readonly string[]): Promise<BatchApproval> {
    return this.client.call('approveMembers', { body: { userIds: [...userIds] } });
  }

  async lockMember(userId: string, reason: string): Promise<void> {
    await this.client.call('lockMember', { params: { userId }, body: { reason } });
  }

  async unlockMember(userId: string, reason: string): Promise<void> {
    await this.client.call('unlockMember', { params: { userId }, body: { reason } });
  }

  async sendPasswordReset(userId: string): Promise<void> {
    await this.client.call('sendPasswordReset', { params: { userId } });
  }

  async withdrawMember(userId: string, reason: string): Promise<void> {
    await this.client.call('withdrawMember', { params: { userId }, body: { reason } });
  }

  async changeRole(userId: string, role: MemberRole, reason: string): Promise<void> {
    await this.client.call('changeRole', { params: { userId }, body: { role, reason } });
  }

  recentAdminActions(signal?: AbortSignal): Promise<readonly LabelledAuditEntry[]> {
    return this.client.call('recentAdminActions', { signal });
  }

  memberCounts(signal?: AbortSignal): Promise<MemberCounts> {
    return this.client.call('memberCounts', { signal });
  }

  async approveMember(userId: string): Promise<void> {
    await this.client.call('approveMember', { params: { userId } });
  }

  async rejectMember(userId: string, reason: string): Promise<void> {
    await this.client.call('rejectMember', { params: { userId }, body: { reason } });
  }

  searchAuditLog(
    filter: AuditFilter,
    { page, size }: PageRequest,
    signal?: AbortSignal,
  ): Promise<Page<LabelledAuditEntry>> {
    return this.client.call('searchAuditLog', {
      query: { ...auditQueryOf(filter), page: String(page), size: String(size) },
      signal,
    });
  }

  async exportAuditLog(filter: AuditFilter): Promise<DownloadedFile> {
    const response = await this.client.callForResponse('exportAuditLog', {
      query: auditQueryOf(filter),
    });
    // Read by a module of its own, loaded at the first download (as the files' downloads are).
    const { downloadedFileOf } = await import('./downloaded-file');
    return downloadedFileOf(response, undefined);
  }

  listAccessRecords(query: AccessReviewQuery, signal?: AbortSignal): Promise<AccessReview> {
    const { month, actorId, memberId, flagged, page, size } = query;
    return this.client.call('listAccessRecords', {
      query: {
        month,
        ...(actorId ? { actorId } : {}),
        ...(memberId ? { memberId } : {}),
        ...(flagged ? { flagged: 'true' } : {}),
        ...(page ? { page: String(page) } : {}),
        ...(size ? { size: String(size) } : {}),
      },
      signal,
    });
  }

  menuStatistics(period: StatisticsPeriod, signal?: AbortSignal): Promise<MenuStatistics> {
    return this.client.call('menuStatistics', { query: { ...period }, signal });
  }
}

/** The filter as a query: fields left empty are not sent (the server reads absent as "any"). */
function auditQueryOf(filter: AuditFilter): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}
