// The office's console: what other features and the server use of its rules.
export {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_CHANGING_ACTIONS,
  accessDetailLabel,
  accessDetailOf,
  auditActionLabel,
  AUDIT_DETAIL_MAX_LENGTH,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_SUCCESS,
  type AuditAction,
  auditDetailOf,
  RECENT_ADMIN_ACTIONS,
} from './audit';
export {
  AUDIT_CSV_HEADER,
  AUDIT_PAGE_SIZE,
  auditCsvOf,
  type AuditEntry,
  auditOutcomeLabel,
  type LabelledAuditEntry,
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
  type BatchApproval,
  MAX_BATCH_APPROVALS,
  MEMBER_QUEUE_PAGE_SIZE,
  MEMBER_SEARCH_QUERY_MAX_LENGTH,
  type MemberDetail,
  type MemberSearch,
  type MemberSummary,
  OFFICE_ACTION_REASON_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
} from './member-summary';
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
  donorDataSubject,
  type PersonalDataAccessKind,
} from './personal-data-access';
export {
  ACCESS_REVIEW_PAGE_SIZE,
  type AccessReview,
  type AccessReviewQuery,
  accessReviewOf,
  accessReviewSpan,
  type PersonalDataAccess,
  type ReviewedAccess,
} from './access-review';
export {
  koreanWeekStart,
  type MemberCounts,
  SIGN_UP_WEEKS,
  signUpsPerWeek,
  signUpWeeksFrom,
  type WeekCount,
} from './sign-up-weeks';
export {
  accessRecordAccountIds,
  type AccountNames,
  AUDIT_MEMBER_TARGET_ACTIONS,
  auditEntryAccountIds,
  labelledAuditEntry,
  namedAccessReview,
  namedId,
} from './record-names';
