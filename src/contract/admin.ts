import Type, { type Static } from 'typebox';
import { PageOf, Text } from './shared/schemas';
import { NoData } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';
import { USER_ID_INPUT_MAX_LENGTH } from '../domain/shared/validation/user-id';
import { MAX_PAGE_NUMBER } from '../domain/shared/paging/page';

export const AccountStatusSchema = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('rejected'),
  Type.Literal('withdrawn'),
]);

export const ListMembersQuerySchema = Type.Object(
  {
    status: Type.Optional(AccountStatusSchema),
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
  role: Type.Union([Type.Literal('member'), Type.Literal('admin')]),
  createdAt: Type.String(),
});

export const MemberPageSchema = PageOf(MemberSummarySchema);

export const UserIdParamsSchema = Type.Object(
  { userId: Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 }) },
  { additionalProperties: false },
);

export const RejectBodySchema = Type.Object(
  { reason: Text(500, { minLength: 1, lines: 'multiple' }) },
  { additionalProperties: false },
);

export type ListMembersQuery = Static<typeof ListMembersQuerySchema>;
export type MemberSummaryData = Static<typeof MemberSummarySchema>;
export type RejectBody = Static<typeof RejectBodySchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/admin.ts). */
export const ADMIN_SCHEMAS = {
  listMembers: {
    tag: 'admin',
    summary: '회원 목록(상태별, 기본은 승인 대기).',
    querystring: ListMembersQuerySchema,
    data: MemberPageSchema,
  },
  approveMember: {
    tag: 'admin',
    summary: '가입 승인(안내 메일 발송).',
    params: UserIdParamsSchema,
    data: NoData,
  },
  rejectMember: {
    tag: 'admin',
    summary: '가입 거절(사유와 함께 안내 메일 발송).',
    params: UserIdParamsSchema,
    body: RejectBodySchema,
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;
