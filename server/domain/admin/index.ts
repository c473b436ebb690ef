// The personal-data access rules (the audit's names, its CSV and Korean time are shared with
// the SPA: src/domain/admin).
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
