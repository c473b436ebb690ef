// The office's console: what other features and the server use of its rules.
export {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  auditActionLabel,
  AUDIT_DETAIL_MAX_LENGTH,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_SUCCESS,
  type AuditAction,
  auditDetailOf,
} from './audit';
export { CSV_BOM, csvCell, csvDocument } from './audit-csv';
export {
  AUDIT_CSV_HEADER,
  AUDIT_PAGE_SIZE,
  auditCsvOf,
  type AuditEntry,
  auditOutcomeLabel,
} from './audit-entry';
export {
  hourInKorea,
  koreanDateTime,
  koreanDayEnd,
  koreanDayStart,
  koreanMonth,
} from './korean-time';
export {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  MEMBER_QUEUE_PAGE_SIZE,
  type MemberSummary,
  REJECTION_REASON_MAX_LENGTH,
} from './member-summary';
