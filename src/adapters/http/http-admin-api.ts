import { inject, injectable } from 'inversify';
import type { AdminApi, MemberListQuery } from '../../application/admin/admin-api';
import type { MenuStatistics, StatisticsPeriod } from '../../domain/access-log/menu-statistics';
import type { MemberSummary } from '../../domain/admin/member-summary';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import type { Page } from '../../domain/shared/paging/page';
import { ApiClient } from './api-client';

/** The office's calls (/api/admin/…). */
@injectable()
export class HttpAdminApi implements AdminApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listMembers(query: MemberListQuery, signal?: AbortSignal): Promise<Page<MemberSummary>> {
    const { status, page, size } = query;
    return this.client.call('listMembers', {
      query: { status, page: String(page), size: String(size) },
      signal,
    });
  }

  memberCounts(signal?: AbortSignal): Promise<Readonly<Record<AccountStatus, number>>> {
    return this.client.call('memberCounts', { signal });
  }

  async approveMember(userId: string): Promise<void> {
    await this.client.call('approveMember', { params: { userId } });
  }

  async rejectMember(userId: string, reason: string): Promise<void> {
    await this.client.call('rejectMember', { params: { userId }, body: { reason } });
  }

  menuStatistics(period: StatisticsPeriod, signal?: AbortSignal): Promise<MenuStatistics> {
    return this.client.call('menuStatistics', { query: { ...period }, signal });
  }
}
