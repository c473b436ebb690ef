import { inject, injectable } from 'inversify';
import type { AdminApi, MemberListQuery } from '../../application/admin/admin-api';
import {
  checkStatisticsPeriod,
  type MenuStatistics,
  menuStatisticsOf,
  type StatisticsPeriod,
} from '../../domain/access-log/menu-statistics';
import type { MemberSummary } from '../../domain/admin/member-summary';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { Page } from '../../domain/shared/paging/page';
import { type FakeAccount, FakeBackend } from './fake-backend';
import { refusal } from './fake-error';

/**
 * The office's calls on the fake backend, as the server answers them: administrators only
 * (403 for a member), the queue oldest first, decisions only on pending applications, and the
 * applicant mailed.
 */
@injectable()
export class FakeAdminApi implements AdminApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async listMembers(query: MemberListQuery): Promise<Page<MemberSummary>> {
    this.requireAdministrator();
    const matching = [...this.backend.accounts.values()]
      .filter((account) => account.profile.status === query.status)
      .sort(
        (a, b) =>
          (a.createdAt ?? '').localeCompare(b.createdAt ?? '') ||
          a.profile.userId.localeCompare(b.profile.userId),
      );
    const start = (query.page - 1) * query.size;
    return {
      items: matching.slice(start, start + query.size).map(summaryOf),
      page: query.page,
      size: query.size,
      total: matching.length,
    };
  }

  async memberCounts(): Promise<Readonly<Record<AccountStatus, number>>> {
    this.requireAdministrator();
    const counts: Record<AccountStatus, number> = {
      pending: 0,
      approved: 0,
      rejected: 0,
      withdrawn: 0,
    };
    for (const { profile } of this.backend.accounts.values()) counts[profile.status] += 1;
    return counts;
  }

  async approveMember(userId: string): Promise<void> {
    this.requireAdministrator();
    const account = this.pending(userId);
    account.profile = { ...account.profile, status: 'approved' };
    this.backend.outbox.push({
      to: account.profile.email,
      subject: '회원가입이 승인되었습니다',
      text: `${account.profile.name}님, 회원가입이 승인되었습니다. 이제 로그인할 수 있습니다.`,
    });
  }

  async rejectMember(userId: string, reason: string): Promise<void> {
    this.requireAdministrator();
    const trimmed = reason.trim();
    if (!trimmed) throw refusal('invalidInput', '거절 사유를 입력해 주세요.');
    const account = this.pending(userId);
    account.profile = { ...account.profile, status: 'rejected' };
    account.statusReason = trimmed;
    this.backend.outbox.push({
      to: account.profile.email,
      subject: '회원가입 신청 결과 안내',
      text: `${account.profile.name}님의 회원가입 신청을 승인하지 못했습니다. 사유: ${trimmed}`,
    });
  }

  async menuStatistics(query: StatisticsPeriod): Promise<MenuStatistics> {
    this.requireAdministrator();
    const checked = checkStatisticsPeriod(query.from, query.to);
    if (!checked.ok) throw refusal('invalidInput', checked.message);
    const counts = new Map<string, { day: string; menuPath: string; views: number }>();
    for (const { menuPath, receivedAt } of this.backend.accessLog) {
      if (!receivedAt) continue;
      // The day in Korea the visit was received, as the server counts it.
      const day = formatCalendarDate(calendarDateOf(receivedAt));
      const key = `${day} ${menuPath}`;
      const entry = counts.get(key) ?? { day, menuPath, views: 0 };
      counts.set(key, { ...entry, views: entry.views + 1 });
    }
    return menuStatisticsOf(checked.value, [...counts.values()]);
  }

  private requireAdministrator(): void {
    if (this.backend.requireAccount().profile.role !== 'admin') throw refusal('forbidden');
  }

  private pending(userId: string): FakeAccount {
    const account = this.backend.accounts.get(userId.trim().toLowerCase());
    if (!account) throw refusal('notFound', '그런 아이디의 회원이 없습니다.');
    if (account.profile.status !== 'pending') {
      throw refusal('invalidState', '승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.');
    }
    return account;
  }
}

function summaryOf(account: FakeAccount): MemberSummary {
  const { profile } = account;
  return {
    userId: profile.userId,
    name: profile.name,
    email: profile.email,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    status: profile.status,
    role: profile.role,
    createdAt: account.createdAt ?? '',
  };
}
