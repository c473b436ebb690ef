// The office's console: what other features use of its rules.
export {
  ACCOUNT_STATUS_LABELS,
  ACCOUNT_STATUSES,
  MEMBER_QUEUE_PAGE_SIZE,
  type MemberSummary,
  REJECTION_REASON_MAX_LENGTH,
} from './member-summary';
