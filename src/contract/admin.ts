import Type, { type Static } from 'typebox';
import { NoData, Nullable, OneOf, PageOf, Text } from './shared/schemas';
import { ConsentStatesSchema } from './shared/consent-schemas';
import type { EndpointSchemas } from './shared/endpoint';
import { MemberRoleSchema, PROFILE_FIELD_PROPERTIES } from './shared/member-schemas';
import { ACCESS_FLAGS, PERSONAL_DATA_ACCESS_KINDS } from '../domain/admin/personal-data-access';
import { USER_ID_INPUT_MAX_LENGTH } from '../domain/shared/validation/user-id';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';
import { RECENT_ADMIN_ACTIONS } from '../domain/admin/audit';
import {
  ACCOUNT_STATUSES,
  MAX_BATCH_APPROVALS,
  MEMBER_SEARCH_QUERY_MAX_LENGTH,
  OFFICE_ACTION_REASON_MAX_LENGTH,
  REJECTION_REASON_MAX_LENGTH,
} from '../domain/admin/member-summary';

export const AccountStatusSchema = OneOf(ACCOUNT_STATUSES);

/**
 * Which members: one state (the approval queue, `pending`, when absent) or `all`; `query` is a
 * name (initial consonants such as ㅎㄱㄷ match too) or the start of an id.
 */
export const ListMembersQuerySchema = Type.Object(
  {
    status: Type.Optional(Type.Union([AccountStatusSchema, Type.Literal('all')])),
    query: Type.Optional(Text(MEMBER_SEARCH_QUERY_MAX_LENGTH, { minLength: 1 })),
    graduationYear: Type.Optional(PROFILE_FIELD_PROPERTIES.graduationYear),
    classNumber: Type.Optional(PROFILE_FIELD_PROPERTIES.classNumber),
    /** Only the accounts the office has suspended. */
    locked: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const MemberSummarySchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  graduationYear: Type.Integer(),
  classNumber: Type.Integer(),
  status: AccountStatusSchema,
  role: MemberRoleSchema,
  createdAt: Type.String(),
  birthDate: Nullable(Type.String()),
  mobile: Nullable(Type.String()),
  course: Nullable(Type.String()),
  /** The office has suspended the account (it cannot sign in). */
  locked: Type.Boolean(),
  /** Other accounts, not withdrawn, with the same name and birth date (a warning). */
  sameNameAndBirthDate: Type.Array(Type.String()),
});

/** One member for the detail page (viewing it is recorded as 조회). */
export const MemberDetailSchema = Type.Object({
  ...MemberSummarySchema.properties,
  company: Nullable(Type.String()),
  jobTitle: Nullable(Type.String()),
  address: Nullable(Type.String()),
  statusReason: Nullable(Type.String()),
  lockReason: Nullable(Type.String()),
  lockedAt: Nullable(Type.String()),
  lockedBy: Nullable(Type.String()),
  approvedAt: Nullable(Type.String()),
  approvedBy: Nullable(Type.String()),
  withdrawnAt: Nullable(Type.String()),
  /** The member's consents as they stand (sign-up's answers, then their changes on /me). */
  consents: ConsentStatesSchema,
});

export const MemberPageSchema = PageOf(MemberSummarySchema);

/** How many accounts are in each state, and the sign-ups of the last weeks (Mondays in Korea). */
export const MemberCountsSchema = Type.Object({
  byStatus: Type.Object({
    pending: Type.Integer({ minimum: 0 }),
    approved: Type.Integer({ minimum: 0 }),
    rejected: Type.Integer({ minimum: 0 }),
    withdrawn: Type.Integer({ minimum: 0 }),
  }),
  signUpsPerWeek: Type.Array(
    Type.Object({ weekStart: Type.String(), count: Type.Integer({ minimum: 0 }) }),
  ),
});

export const UserIdParamsSchema = Type.Object(
  { userId: Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 }) },
  { additionalProperties: false },
);

export const RejectBodySchema = Type.Object(
  { reason: Text(REJECTION_REASON_MAX_LENGTH, { minLength: 1, lines: 'multiple' }) },
  { additionalProperties: false },
);

/** Several applicants approved at once (the queue's "선택 승인"). */
export const ApproveMembersBodySchema = Type.Object(
  {
    userIds: Type.Array(Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 }), {
      minItems: 1,
      maxItems: MAX_BATCH_APPROVALS,
    }),
  },
  { additionalProperties: false },
);

/** Who was approved, and each refusal in Korean (an applicant already decided, unknown…). */
export const BatchApprovalSchema = Type.Object({
  approved: Type.Array(Type.String()),
  refused: Type.Array(Type.Object({ userId: Type.String(), message: Type.String() })),
});

/** Why the office locks, unlocks or withdraws a member (kept in the audit log). */
export const OfficeReasonBodySchema = Type.Object(
  { reason: Text(OFFICE_ACTION_REASON_MAX_LENGTH, { minLength: 1, lines: 'multiple' }) },
  { additionalProperties: false },
);

/** Grant (admin) or revoke (member) the administrator role, with the reason. */
export const ChangeRoleBodySchema = Type.Object(
  {
    role: MemberRoleSchema,
    reason: Text(OFFICE_ACTION_REASON_MAX_LENGTH, { minLength: 1, lines: 'multiple' }),
  },
  { additionalProperties: false },
);

/** A day as the office types it (Korean time), for a period's bounds: 2026-11-23. */
const DaySchema = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** Which audit entries: each given field narrows; from and to are Korean days, both included. */
const auditFilterFields = {
  actorId: Type.Optional(Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 })),
  targetId: Type.Optional(Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 })),
  action: Type.Optional(
    Type.String({ minLength: 3, maxLength: 60, pattern: '^[a-z-]+(\\.[a-z-]+)+$' }),
  ),
  from: Type.Optional(DaySchema),
  to: Type.Optional(DaySchema),
};

export const AuditLogQuerySchema = Type.Object(
  {
    ...auditFilterFields,
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

export const AuditExportQuerySchema = Type.Object(auditFilterFields, {
  additionalProperties: false,
});

/** One administrator action: who, when (ISO UTC), from where, what, on whom, and how it ended. */
export const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actorId: Type.String(),
  ip: Nullable(Type.String()),
  /** `<subject>.<verb>`: member.approve, member.reject, audit.export… */
  action: Type.String(),
  /** Its Korean name (가입 승인…). */
  actionLabel: Type.String(),
  /** The administrator's name, read now (null when the account is gone). */
  actorName: Nullable(Type.String()),
  targetId: Nullable(Type.String()),
  /** The member's name when the target is a member's account (null otherwise or gone). */
  targetName: Nullable(Type.String()),
  /** `success`, or the refusal's error key (invalidState, notFound…). */
  outcome: Type.String(),
  detail: Nullable(Type.String()),
});

export const AuditPageSchema = PageOf(AuditEntrySchema);

export const AccessKindSchema = OneOf(PERSONAL_DATA_ACCESS_KINDS);

export const AccessFlagSchema = OneOf(ACCESS_FLAGS);

export const AccessRecordsQuerySchema = Type.Object(
  {
    /** A Korean month: 2026-11. */
    month: Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$' }),
    actorId: Type.Optional(Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 })),
    memberId: Type.Optional(Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 })),
    /** Only the unusual ones. */
    flagged: Type.Optional(Type.Boolean()),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NUMBER })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);

/** One access to a member's personal data (안전성 확보조치 기준 §8), with its flags. */
export const AccessRecordSchema = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  actorId: Type.String(),
  ip: Nullable(Type.String()),
  memberId: Type.String(),
  kind: AccessKindSchema,
  /** 조회, 수정, 다운로드. */
  kindLabel: Type.String(),
  /** The action's code and a note (`receipt.export 2025`). */
  detail: Nullable(Type.String()),
  /** The same in Korean: 기부금영수증 발급명세 내려받기 (2025). */
  detailLabel: Nullable(Type.String()),
  /** The administrator's and the member's names, read now (null when unknown). */
  actorName: Nullable(Type.String()),
  memberName: Nullable(Type.String()),
  /** manyMembers: the account reached many members within an hour; night: 22:00–06:00 KST. */
  flags: Type.Array(AccessFlagSchema),
});

export const AccessRecordsPageSchema = Type.Object({
  month: Type.String(),
  items: Type.Array(AccessRecordSchema),
  page: Type.Integer({ minimum: 1 }),
  size: Type.Integer({ minimum: 1 }),
  /** Records that match the query (after `flagged`, `actorId`, `memberId`). */
  total: Type.Integer({ minimum: 0 }),
  /** Flagged records of the month, whatever the query's filters. */
  flaggedTotal: Type.Integer({ minimum: 0 }),
  /** How many different members in an hour make an account's accesses unusual. */
  manyMembersThreshold: Type.Integer({ minimum: 1 }),
  /** The month held more records than one review reads: only the first are here. */
  truncated: Type.Boolean(),
});

export type ListMembersQuery = Static<typeof ListMembersQuerySchema>;
export type MemberSummaryData = Static<typeof MemberSummarySchema>;
export type MemberDetailData = Static<typeof MemberDetailSchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/admin.ts). */
export const ADMIN_SCHEMAS = {
  listMembers: { querystring: ListMembersQuerySchema, data: MemberPageSchema },
  memberCounts: { data: MemberCountsSchema },
  approveMember: { params: UserIdParamsSchema, data: NoData },
  rejectMember: { params: UserIdParamsSchema, body: RejectBodySchema, data: NoData },
  approveMembers: { body: ApproveMembersBodySchema, data: BatchApprovalSchema },
  memberDetail: { params: UserIdParamsSchema, data: MemberDetailSchema },
  lockMember: { params: UserIdParamsSchema, body: OfficeReasonBodySchema, data: NoData },
  unlockMember: { params: UserIdParamsSchema, body: OfficeReasonBodySchema, data: NoData },
  sendPasswordReset: { params: UserIdParamsSchema, data: NoData },
  withdrawMember: { params: UserIdParamsSchema, body: OfficeReasonBodySchema, data: NoData },
  changeRole: { params: UserIdParamsSchema, body: ChangeRoleBodySchema, data: NoData },
  searchAuditLog: { querystring: AuditLogQuerySchema, data: AuditPageSchema },
  recentAdminActions: { data: Type.Array(AuditEntrySchema, { maxItems: RECENT_ADMIN_ACTIONS }) },
  exportAuditLog: { querystring: AuditExportQuerySchema },
  listAccessRecords: { querystring: AccessRecordsQuerySchema, data: AccessRecordsPageSchema },
} as const satisfies Record<string, EndpointSchemas>;
