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
  hourInKorea,
  koreanDateTime,
  koreanDayEnd,
  koreanDayStart,
  koreanMonth,
} from './korean-time';
export {
  ACCESS_REVIEW_MAX_RECORDS,
  type AccessFlag,
  type AccessForReview,
  accessRecordsExpireBefore,
  flagUnusualAccess,
  isNightInKorea,
  MANY_MEMBERS_IN_AN_HOUR,
  manyMembersInAnHour,
  NIGHT_ENDS_AT_HOUR_KST,
  NIGHT_STARTS_AT_HOUR_KST,
  ONE_HOUR_MS,
  PERSONAL_DATA_ACCESS_KINDS,
  PERSONAL_DATA_ACCESS_LABELS,
  PERSONAL_DATA_ACCESS_RETENTION_YEARS,
  type PersonalDataAccessKind,
} from './personal-data-access';
