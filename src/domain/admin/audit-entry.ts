import { AUDIT_SUCCESS } from './audit';
import { csvDocument } from '../shared/format/csv-document';
import { koreanDateTime } from './korean-time';

/** One administrator action, as the audit log keeps it. */
export interface AuditEntry {
  readonly id: number;
  /** ISO 8601 UTC. */
  readonly at: string;
  readonly actorId: string;
  /** The request's address, as the server saw it. */
  readonly ip: string | null;
  /** `<subject>.<verb>` (audit.ts). */
  readonly action: string;
  /** The member the action was about, if one. */
  readonly targetId: string | null;
  /** `success`, or the refusal's error code. */
  readonly outcome: string;
  /** A short detail (a rejection's reason, a search's filter). */
  readonly detail: string | null;
}

/**
 * An entry as the console lists it: its action's Korean name, and the administrator's and the
 * target member's names beside their ids (null when unknown or not a member).
 */
export type LabelledAuditEntry = AuditEntry & {
  readonly actionLabel: string;
  readonly actorName: string | null;
  readonly targetName: string | null;
};

/** Entries shown on one page of the console's audit log. */
export const AUDIT_PAGE_SIZE = 20;

/** The CSV's columns, for the office's monthly review. */
export const AUDIT_CSV_HEADER = [
  '번호',
  '일시(한국 시간)',
  '관리자 아이디',
  '관리자 이름',
  '접속 주소',
  '작업',
  '작업 코드',
  '대상 아이디',
  '대상 이름',
  '결과',
  '내용',
] as const;

/** How an outcome reads: 성공, or 거부 with the refusal's code. */
export function auditOutcomeLabel(outcome: string): string {
  return outcome === AUDIT_SUCCESS ? '성공' : `거부(${outcome})`;
}

/** The audit log's entries, with their names, as the CSV the office downloads. */
export function auditCsvOf(entries: readonly LabelledAuditEntry[]): string {
  return csvDocument(
    AUDIT_CSV_HEADER,
    entries.map((entry) => [
      entry.id,
      koreanDateTime(entry.at),
      entry.actorId,
      entry.actorName,
      entry.ip,
      entry.actionLabel,
      entry.action,
      entry.targetId,
      entry.targetName,
      auditOutcomeLabel(entry.outcome),
      entry.detail,
    ]),
  );
}
