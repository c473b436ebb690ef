import { labelledAuditEntry, namedAccessReview } from '../../domain/admin/record-names';
import { recordNamesOf } from './fake-record-names';
import { inject, injectable } from 'inversify';
import type { AdminApi, AuditFilter, MemberListQuery } from '../../application/admin/admin-api';
import type { DownloadedFile } from '../../application/files/file-api';
import {
  AUDIT_ACTIONS,
  AUDIT_CHANGING_ACTIONS,
  RECENT_ADMIN_ACTIONS,
  type AuditAction,
} from '../../domain/admin/audit';
import {
  decisionRefusal,
  isActiveAdministrator,
  LAST_ADMINISTRATOR,
  lockRefusal,
  NO_SUCH_ACCOUNT,
  NOT_ON_YOURSELF,
  OFFICE_REASON_REQUIRED,
  type OfficeTarget,
  passwordResetRefusal,
  REJECTION_REASON_REQUIRED,
  roleChangeRefusal,
  unlockRefusal,
  withdrawalRefusal,
} from '../../domain/admin/office-actions';
import {
  type AccessReview,
  type AccessReviewQuery,
  accessReviewOf,
  accessReviewSpan,
} from '../../domain/admin/access-review';
import {
  type AuditEntry,
  type LabelledAuditEntry,
  auditCsvOf,
} from '../../domain/admin/audit-entry';
import { koreanDateTime, koreanDayEnd, koreanDayStart } from '../../domain/admin/korean-time';
import { ApiError } from '../../application/shared/errors/api-error';
import { API_ERRORS } from '../../contract/shared/error-codes';
import {
  checkStatisticsPeriod,
  type MenuStatistics,
  menuStatisticsOf,
  type StatisticsPeriod,
} from '../../domain/access-log/menu-statistics';
import type { BatchApproval, MemberDetail, MemberSummary } from '../../domain/admin/member-summary';
import type { MemberRole } from '../../domain/shared/member/member-profile';
import { type MemberCounts, signUpsPerWeek } from '../../domain/admin/sign-up-weeks';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { Page, PageRequest } from '../../domain/shared/paging/page';
import { type FakeAccount, FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';
import { detailOf, matchesOfficeSearch, officeOrder, summaryOf } from './fake-member-views';

/**
 * The office's calls on the fake backend, as the server answers them: administrators only
 * (403 for a member), the queue oldest first, decisions only on pending applications, and the
 * applicant mailed.
 */
@injectable()
export class FakeAdminApi implements AdminApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async listMembers(query: MemberListQuery): Promise<Page<MemberSummary>> {
    return this.office.audited(AUDIT_ACTIONS.listMembers, null, () => {
      const found = this.membersIn(query);
      this.office.accessed(
        found.items.map(({ userId }) => userId),
        'view',
        AUDIT_ACTIONS.listMembers,
      );
      return found;
    });
  }

  private membersIn(query: MemberListQuery): Page<MemberSummary> {
    const everyone = [...this.backend.accounts.values()];
    const matching = everyone
      .filter((account) => matchesOfficeSearch(account, query))
      .sort(officeOrder(query.status));
    const start = (query.page - 1) * query.size;
    return {
      items: matching
        .slice(start, start + query.size)
        .map((account) => summaryOf(account, everyone)),
      page: query.page,
      size: query.size,
      total: matching.length,
    };
  }

  async memberDetail(userId: string): Promise<MemberDetail> {
    return this.office.audited(AUDIT_ACTIONS.viewMember, userId, () => {
      const account = this.existing(userId);
      this.office.accessed([account.profile.userId], 'view', AUDIT_ACTIONS.viewMember);
      return detailOf(
        account,
        this.backend.accounts.values(),
        this.backend.consents.get(account.profile.userId) ?? [],
      );
    });
  }

  async approveMembers(userIds: readonly string[]): Promise<BatchApproval> {
    const approved: string[] = [];
    const refused: { userId: string; message: string }[] = [];
    for (const userId of new Set(userIds.map((id) => id.trim().toLowerCase()))) {
      try {
        await this.approveMember(userId);
        approved.push(userId);
      } catch (error) {
        if (!(error instanceof ApiError) || error.code === API_ERRORS.forbidden.code) throw error;
        refused.push({ userId, message: error.message });
      }
    }
    return { approved, refused };
  }

  async lockMember(userId: string, reason: string): Promise<void> {
    await this.officeAction(AUDIT_ACTIONS.lockMember, userId, reason, (account, actorId, at) => {
      refuseIf(lockRefusal(officeTargetOf(account)));
      this.keepAnAdministrator(account);
      account.lock = { at, by: actorId, reason: reason.trim() };
      this.backend.revokeSessionsOf(account.profile.userId);
    });
  }

  async unlockMember(userId: string, reason: string): Promise<void> {
    await this.officeAction(AUDIT_ACTIONS.unlockMember, userId, reason, (account) => {
      refuseIf(unlockRefusal(officeTargetOf(account)));
      account.lock = null;
    });
  }

  async sendPasswordReset(userId: string): Promise<void> {
    await this.office.audited(AUDIT_ACTIONS.sendPasswordReset, userId, () => {
      const account = this.existing(userId);
      refuseIf(passwordResetRefusal(account.profile.status, account.profile.email));
      this.backend.sendMail({
        to: account.profile.email,
        subject: '비밀번호 재설정 안내',
        text: `${account.profile.name} 동문님, 사무국에서 보낸 비밀번호 재설정 링크입니다(데모: 링크 없음).`,
      });
      this.office.accessed([account.profile.userId], 'update', AUDIT_ACTIONS.sendPasswordReset);
    });
  }

  async withdrawMember(userId: string, reason: string): Promise<void> {
    await this.officeAction(AUDIT_ACTIONS.withdrawMember, userId, reason, (account, _, at) => {
      refuseIf(withdrawalRefusal(officeTargetOf(account)));
      this.keepAnAdministrator(account);
      this.backend.revokeSessionsOf(account.profile.userId);
      // As the server: the id stays, the person is erased.
      account.profile = {
        ...account.profile,
        status: 'withdrawn',
        name: '',
        email: '',
        mobile: '',
        birthDate: '',
        company: '',
        jobTitle: '',
        address: null,
      };
      account.statusReason = `사무국 탈퇴 처리: ${reason.trim()}`;
      account.lock = null;
      account.withdrawnAt = at;
    });
  }

  async changeRole(userId: string, role: MemberRole, reason: string): Promise<void> {
    const action =
      role === 'admin' ? AUDIT_ACTIONS.grantAdministrator : AUDIT_ACTIONS.revokeAdministrator;
    await this.officeAction(action, userId, reason, (account) => {
      refuseIf(roleChangeRefusal(officeTargetOf(account), role));
      if (role === 'member') this.keepAnAdministrator(account);
      account.profile = { ...account.profile, role };
    });
  }

  async recentAdminActions(): Promise<readonly LabelledAuditEntry[]> {
    return this.office.audited(AUDIT_ACTIONS.viewAuditLog, null, () =>
      this.backend.auditLog
        .filter((entry) => (AUDIT_CHANGING_ACTIONS as readonly string[]).includes(entry.action))
        .reverse()
        .slice(0, RECENT_ADMIN_ACTIONS)
        .map((entry) => labelledAuditEntry(entry, this.names())),
    );
  }

  /** An action with a reason on another's account, recorded as a change of their data. */
  private async officeAction(
    action: AuditAction,
    userId: string,
    reason: string,
    change: (account: FakeAccount, actorId: string, at: string) => void,
  ): Promise<void> {
    await this.office.audited(
      action,
      userId,
      () => {
        if (!reason.trim()) throw refusal('invalidInput', OFFICE_REASON_REQUIRED);
        const account = this.existing(userId);
        const actorId = this.office.requireAdministrator();
        if (account.profile.userId === actorId) throw refusal('invalidState', NOT_ON_YOURSELF);
        change(account, actorId, this.backend.clock.now().toISOString());
        this.office.accessed([account.profile.userId], 'update', action);
      },
      reason.trim(),
    );
  }

  /** The association keeps an approved, unlocked administrator. */
  private keepAnAdministrator(account: FakeAccount): void {
    const active = (candidate: FakeAccount) => isActiveAdministrator(officeTargetOf(candidate));
    if (!active(account)) return;
    const others = [...this.backend.accounts.values()].filter(
      (candidate) => candidate !== account && active(candidate),
    );
    if (others.length === 0) throw refusal('invalidState', LAST_ADMINISTRATOR);
  }

  private existing(userId: string): FakeAccount {
    const account = this.backend.accounts.get(userId.trim().toLowerCase());
    if (!account) throw refusal('notFound', NO_SUCH_ACCOUNT);
    return account;
  }

  async memberCounts(): Promise<MemberCounts> {
    this.office.requireAdministrator();
    const now = this.backend.clock.now();
    const createdAt = [...this.backend.accounts.values()].flatMap((account) =>
      account.createdAt ? [account.createdAt] : [],
    );
    const counts: Record<AccountStatus, number> = {
      pending: 0,
      approved: 0,
      rejected: 0,
      withdrawn: 0,
    };
    for (const { profile } of this.backend.accounts.values()) counts[profile.status] += 1;
    return { byStatus: counts, signUpsPerWeek: signUpsPerWeek(createdAt, now) };
  }

  async approveMember(userId: string): Promise<void> {
    await this.office.audited(AUDIT_ACTIONS.approveMember, userId, async () =>
      this.approveNow(userId),
    );
  }

  private approveNow(userId: string): void {
    const account = this.pending(userId);
    account.profile = { ...account.profile, status: 'approved' };
    account.approvedAt = this.backend.clock.now().toISOString();
    account.approvedBy = this.office.requireAdministrator();
    this.office.accessed([account.profile.userId], 'update', AUDIT_ACTIONS.approveMember);
    this.backend.sendMail({
      to: account.profile.email,
      subject: '회원가입이 승인되었습니다',
      text: `${account.profile.name}님, 회원가입이 승인되었습니다. 이제 로그인할 수 있습니다.`,
    });
  }

  async rejectMember(userId: string, reason: string): Promise<void> {
    await this.office.audited(
      AUDIT_ACTIONS.rejectMember,
      userId,
      async () => this.rejectNow(userId, reason),
      reason.trim(),
    );
  }

  private rejectNow(userId: string, reason: string): void {
    const trimmed = reason.trim();
    if (!trimmed) throw refusal('invalidInput', REJECTION_REASON_REQUIRED);
    const account = this.pending(userId);
    account.profile = { ...account.profile, status: 'rejected' };
    account.statusReason = trimmed;
    this.office.accessed([account.profile.userId], 'update', AUDIT_ACTIONS.rejectMember);
    this.backend.sendMail({
      to: account.profile.email,
      subject: '회원가입 신청 결과 안내',
      text: `${account.profile.name}님의 회원가입 신청을 승인하지 못했습니다. 사유: ${trimmed}`,
    });
  }

  async menuStatistics(query: StatisticsPeriod): Promise<MenuStatistics> {
    this.office.requireAdministrator();
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
    return menuStatisticsOf(checked.value, [...counts.values()], this.backend.routes);
  }

  async searchAuditLog(
    filter: AuditFilter,
    { page, size }: PageRequest,
  ): Promise<Page<LabelledAuditEntry>> {
    return this.office.audited(AUDIT_ACTIONS.viewAuditLog, filter.targetId ?? null, async () => {
      const found = this.entriesOf(filter).reverse();
      const start = (page - 1) * size;
      return {
        items: found
          .slice(start, start + size)
          .map((entry) => labelledAuditEntry(entry, this.names())),
        page,
        size,
        total: found.length,
      };
    });
  }

  async exportAuditLog(filter: AuditFilter): Promise<DownloadedFile> {
    return this.office.audited(AUDIT_ACTIONS.exportAuditLog, filter.targetId ?? null, async () => ({
      fileName: `관리자-감사기록-${koreanDateTime(this.backend.clock.now().toISOString()).slice(0, 10)}.csv`,
      mimeType: 'text/csv; charset=utf-8',
      data: new Blob([auditCsvOf(this.labelled(this.entriesOf(filter)))], {
        type: 'text/csv; charset=utf-8',
      }),
    }));
  }

  async listAccessRecords(query: AccessReviewQuery): Promise<AccessReview> {
    this.office.requireAdministrator();
    if (!/^\d{4}-(0[1-9]|1[0-2])$/u.test(query.month)) {
      throw refusal('invalidInput', '점검할 달의 형식이 올바르지 않습니다.');
    }
    return this.office.audited(
      AUDIT_ACTIONS.viewAccessRecords,
      query.memberId ?? null,
      async () => {
        const span = accessReviewSpan(query.month);
        const read = this.backend.personalDataAccess.filter(
          (record) => record.at >= span.from && record.at < span.to,
        );
        return namedAccessReview(accessReviewOf(query, read), this.names());
      },
    );
  }

  private names() {
    return recordNamesOf(this.backend);
  }

  private labelled(entries: readonly AuditEntry[]) {
    const names = this.names();
    return entries.map((entry) => labelledAuditEntry(entry, names));
  }

  /** The entries a filter keeps, oldest first, as the server's search reads them. */
  private entriesOf(filter: AuditFilter): AuditEntry[] {
    if (filter.from && filter.to && filter.from > filter.to) {
      throw refusal('invalidInput', '시작일은 종료일보다 늦을 수 없습니다.');
    }
    const from = filter.from ? koreanDayStart(filter.from) : null;
    const until = filter.to ? koreanDayEnd(filter.to) : null;
    const actor = filter.actorId?.trim().toLowerCase();
    const target = filter.targetId?.trim().toLowerCase();
    return this.backend.auditLog.filter(
      (entry) =>
        (!actor || entry.actorId === actor) &&
        (!target || entry.targetId === target) &&
        (!filter.action || entry.action === filter.action) &&
        (!from || entry.at >= from) &&
        (!until || entry.at < until),
    );
  }

  private pending(userId: string): FakeAccount {
    const account = this.existing(userId);
    refuseIf(decisionRefusal(account.profile.status));
    return account;
  }
}

function officeTargetOf(account: FakeAccount): OfficeTarget {
  const { role, status } = account.profile;
  return { role, status, locked: Boolean(account.lock) };
}

function refuseIf(problem: string | null): void {
  if (problem) throw refusal('invalidState', problem);
}
