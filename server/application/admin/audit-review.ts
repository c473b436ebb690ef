import type { DataOf, ParsedQueryOf } from '../../../src/contract/endpoint-types';

type AuditLogQuery = ParsedQueryOf<'searchAuditLog'>;
type AuditExportQuery = ParsedQueryOf<'exportAuditLog'>;
type AccessRecordsQuery = ParsedQueryOf<'listAccessRecords'>;
type AuditEntryData = DataOf<'recentAdminActions'>[number];
import { parseCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import {
  ACCESS_REVIEW_MAX_RECORDS,
  accessRecordsExpireBefore,
  accessReviewOf,
  accessReviewSpan,
  AUDIT_ACTIONS,
  AUDIT_CHANGING_ACTIONS,
  AUDIT_EXPORT_MAX_ROWS,
  accessNameRequest,
  auditActionLabel,
  auditCsvOf,
  auditNameRequest,
  labelledAuditEntry,
  namedAccessReview,
  nameKey,
  type NameRequest,
  type RecordNames,
  koreanDateTime,
  koreanDayEnd,
  koreanDayStart,
  RECENT_ADMIN_ACTIONS,
} from '../../../src/domain/admin';
import { AppError } from '../shared/app-error';
import type { Clock } from '../shared/ports';
import type { AdminActor, AdminAudit } from './audited';
import type {
  AuditFilter,
  AuditLogRepository,
  OfficeMemberRepository,
  OtherRecordNames,
  PersonalDataAccessRepository,
} from './ports';

export interface AuditPage {
  readonly items: AuditEntryData[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

/** A CSV file for the office's monthly review. */
export interface AuditExport {
  readonly fileName: string;
  readonly content: string;
  readonly rows: number;
}

/**
 * Reviewing what administrators did: the audit log searched and exported as CSV, and the
 * personal-data access records by month with the unusual ones flagged. Each review is itself an
 * administrator action, recorded in the audit log. Also the maintenance's deletion of access
 * records older than two years.
 */
export interface AuditReviewDependencies {
  readonly auditLog: AuditLogRepository;
  readonly personalDataAccess: PersonalDataAccessRepository;
  /** The names shown beside the ids: accounts', and the donations feature's records'. */
  readonly officeMembers: Pick<OfficeMemberRepository, 'namesOf'>;
  readonly otherRecordNames: OtherRecordNames;
  readonly audit: AdminAudit;
  readonly clock: Clock;
}

export class AuditReview {
  constructor(private readonly deps: AuditReviewDependencies) {}

  searchAuditLog(actor: AdminActor | string, query: AuditLogQuery): Promise<AuditPage> {
    const page = query.page ?? 1;
    const size = query.size ?? 20;
    const found = () => this.entries(auditFilterOf(query), { page, size });
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.viewAuditLog,
      query.targetId ?? null,
      async () => ({ ...(await found()), page, size }),
      describeFilter(query),
    );
  }

  /** The last administrator actions that changed something, for the console's home. */
  recentAdminActions(actor: AdminActor | string): Promise<AuditEntryData[]> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.viewAuditLog,
      null,
      async () => {
        const filter = { actions: AUDIT_CHANGING_ACTIONS };
        return (await this.entries(filter, { page: 1, size: RECENT_ADMIN_ACTIONS })).items;
      },
      '관리자 홈: 최근 관리 작업',
    );
  }

  /** A page of the log, newest first, as the contract shows entries. */
  private async entries(
    filter: AuditFilter,
    page: { readonly page: number; readonly size: number },
  ) {
    const result = await this.deps.auditLog.search(filter, page);
    const names = await this.namesFor(auditNameRequest(result.items));
    return {
      items: result.items.map((entry): AuditEntryData => labelledAuditEntry(entry, names)),
      total: result.total,
    };
  }

  exportAuditLog(actor: AdminActor | string, query: AuditExportQuery): Promise<AuditExport> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.exportAuditLog,
      query.targetId ?? null,
      async () => {
        const filter = auditFilterOf(query);
        const { auditLog } = this.deps;
        // One read: a row beyond the limit says the period is too long.
        const entries = await auditLog.list(filter, AUDIT_EXPORT_MAX_ROWS + 1);
        if (entries.length > AUDIT_EXPORT_MAX_ROWS) {
          throw new AppError(
            'invalidInput',
            `내려받을 기록이 ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('ko-KR')}건을 넘습니다. 기간을 나누어 내려받아 주세요.`,
          );
        }
        const today = koreanDateTime(this.deps.clock.now().toISOString()).slice(0, 10);
        const names = await this.namesFor(auditNameRequest(entries));
        return {
          fileName: `관리자-감사기록-${today}.csv`,
          content: auditCsvOf(entries.map((entry) => labelledAuditEntry(entry, names))),
          rows: entries.length,
        };
      },
      (result) => `${describeFilter(query) ?? '전체'}, ${result.rows}건`,
    );
  }

  listAccessRecords(
    actor: AdminActor | string,
    query: AccessRecordsQuery,
  ): Promise<DataOf<'listAccessRecords'>> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.viewAccessRecords,
      query.memberId ?? null,
      async () => {
        const span = accessReviewSpan(query.month);
        const read = await this.deps.personalDataAccess.between(
          span.from,
          span.to,
          ACCESS_REVIEW_MAX_RECORDS + 1,
        );
        const review = accessReviewOf(query, read);
        const names = await this.namesFor(accessNameRequest(review));
        return namedAccessReview(review, names);
      },
      (result) => `${query.month}, ${result.total}건 중 표시 ${result.flaggedTotal}건`,
    );
  }

  /** The names of what a page mentions, read now (an erased account's name is gone). */
  private async namesFor(request: NameRequest): Promise<RecordNames> {
    const names = new Map(await this.deps.otherRecordNames.namesOf(request));
    for (const [id, name] of await this.deps.officeMembers.namesOf(request.account)) {
      names.set(nameKey('account', id), name);
    }
    return names;
  }

  /** Deletes access records older than two years (the maintenance); answers how many. */
  deleteExpiredAccessRecords(): Promise<number> {
    return this.deps.personalDataAccess.deleteBefore(
      accessRecordsExpireBefore(this.deps.clock.now()),
    );
  }
}

/** The repository's filter for the contract's query: Korean days as instants, checked. */
function auditFilterOf(query: AuditExportQuery): AuditFilter {
  const from = query.from === undefined ? undefined : checkedDay(query.from, '시작일');
  const to = query.to === undefined ? undefined : checkedDay(query.to, '종료일');
  if (from !== undefined && to !== undefined && from > to) {
    throw new AppError('invalidInput', '시작일은 종료일보다 늦을 수 없습니다.');
  }
  return {
    ...(query.actorId !== undefined ? { actorId: query.actorId.trim().toLowerCase() } : {}),
    ...(query.targetId !== undefined ? { targetId: query.targetId.trim().toLowerCase() } : {}),
    ...(query.action !== undefined ? { action: query.action } : {}),
    ...(from !== undefined ? { from: koreanDayStart(from) } : {}),
    ...(to !== undefined ? { to: koreanDayEnd(to) } : {}),
  };
}

function checkedDay(day: string, label: string): string {
  if (!parseCalendarDate(day) || !/^\d{4}-\d{2}-\d{2}$/u.test(day)) {
    throw new AppError('invalidInput', `${label}은 2026-11-23처럼 실제 있는 날짜로 입력해 주세요.`);
  }
  return day;
}

/** The query in a few words, for the audit entry's detail; null when it filters nothing. */
function describeFilter(query: AuditExportQuery): string | null {
  const parts = [
    query.actorId !== undefined ? `관리자 ${query.actorId}` : null,
    query.targetId !== undefined ? `대상 ${query.targetId}` : null,
    query.action !== undefined ? `작업 ${auditActionLabel(query.action)}` : null,
    query.from !== undefined || query.to !== undefined
      ? `기간 ${query.from ?? ''}~${query.to ?? ''}`
      : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}
