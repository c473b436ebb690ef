import Type, { type Static } from 'typebox';
import { WITHDRAWAL_REASON_MAX_LENGTH } from '../domain/accounts/withdrawal';
import { PROFILE_LIMITS } from '../domain/shared/member/profile-fields';
import { EMAIL_MAX_LENGTH } from '../domain/shared/validation/email';
import { PASSWORD_MAX_LENGTH } from '../domain/shared/validation/password';
import { USER_ID_INPUT_MAX_LENGTH } from '../domain/shared/validation/user-id';
import { PROFILE_FIELD_PROPERTIES } from './shared/member-schemas';
import { NoData, Nullable, Secret, SixDigitCode, Text } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

export const AuthMailPurposeSchema = Type.Union([
  Type.Literal('signUp'),
  Type.Literal('findId'),
  Type.Literal('findPassword'),
  Type.Literal('changeEmail'),
]);

export const SendAuthMailBodySchema = Type.Object(
  { email: Text(EMAIL_MAX_LENGTH, { minLength: 1 }), purpose: AuthMailPurposeSchema },
  { additionalProperties: false },
);

export const CheckIdQuerySchema = Type.Object(
  { id: Text(USER_ID_INPUT_MAX_LENGTH) },
  { additionalProperties: false },
);

export const IdAvailabilitySchema = Type.Object({
  available: Type.Boolean(),
  message: Type.String(),
});

export const ConsentsSchema = Type.Object(
  { terms: Type.Boolean(), privacy: Type.Boolean(), marketing: Type.Boolean() },
  { additionalProperties: false },
);

export const SignUpBodySchema = Type.Object(
  {
    userId: Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 }),
    password: Secret(PASSWORD_MAX_LENGTH),
    ...PROFILE_FIELD_PROPERTIES,
    emailAuthCode: SixDigitCode,
    profileImageMstId: Nullable(Text(64)),
    consents: ConsentsSchema,
  },
  { additionalProperties: false },
);

export const SignUpDataSchema = Type.Object({
  userId: Type.String(),
  status: Type.Literal('pending'),
});

export const FindIdBodySchema = Type.Object(
  {
    name: Text(PROFILE_LIMITS.name.maxLength, { minLength: 1 }),
    email: Text(EMAIL_MAX_LENGTH, { minLength: 1 }),
    authCode: SixDigitCode,
  },
  { additionalProperties: false },
);

export const FindIdDataSchema = Type.Object({ maskedUserIds: Type.Array(Type.String()) });

export const FindPasswordBodySchema = Type.Object(
  {
    userId: Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 }),
    name: Text(PROFILE_LIMITS.name.maxLength, { minLength: 1 }),
    email: Text(EMAIL_MAX_LENGTH, { minLength: 1 }),
    authCode: SixDigitCode,
  },
  { additionalProperties: false },
);

export const PasswordResetTicketSchema = Type.Object({ resetToken: Type.String() });

export const ResetPasswordBodySchema = Type.Object(
  { resetToken: Text(256, { minLength: 1 }), newPassword: Secret(PASSWORD_MAX_LENGTH) },
  { additionalProperties: false },
);

export const WithdrawBodySchema = Type.Object(
  {
    password: Secret(PASSWORD_MAX_LENGTH),
    reason: Text(WITHDRAWAL_REASON_MAX_LENGTH, { lines: 'multiple' }),
  },
  { additionalProperties: false },
);

export type AuthMailPurpose = Static<typeof AuthMailPurposeSchema>;
export type SendAuthMailBody = Static<typeof SendAuthMailBodySchema>;
export type SignUpBody = Static<typeof SignUpBodySchema>;
export type FindIdBody = Static<typeof FindIdBodySchema>;
export type FindPasswordBody = Static<typeof FindPasswordBodySchema>;
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
export type WithdrawBody = Static<typeof WithdrawBodySchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/accounts.ts). */
export const ACCOUNTS_SCHEMAS = {
  sendAuthMail: {
    tag: 'auth',
    summary: '이메일 인증번호 발송(가입, 아이디 찾기, 비밀번호 찾기, 이메일 변경).',
    body: SendAuthMailBodySchema,
    data: NoData,
  },
  findId: {
    tag: 'auth',
    summary: '아이디 찾기: 이메일 인증 후 일부를 가린 아이디를 돌려주고 전체를 메일로 보냅니다.',
    body: FindIdBodySchema,
    data: FindIdDataSchema,
  },
  findPassword: {
    tag: 'auth',
    summary: '비밀번호 찾기: 이메일 인증 후 한 번 쓰는 재설정 토큰을 발급합니다.',
    body: FindPasswordBodySchema,
    data: PasswordResetTicketSchema,
  },
  resetPassword: {
    tag: 'auth',
    summary: '비밀번호 재설정: 재설정 토큰으로 새 비밀번호를 정하고 모든 로그인을 끝냅니다.',
    body: ResetPasswordBodySchema,
    data: NoData,
  },
  checkId: {
    tag: 'auth',
    summary: '아이디 사용 가능 여부.',
    querystring: CheckIdQuerySchema,
    data: IdAvailabilitySchema,
  },
  signUp: {
    tag: 'auth',
    summary: '회원가입: 계정은 관리자 승인 전까지 대기 상태입니다.',
    body: SignUpBodySchema,
    data: SignUpDataSchema,
  },
  withdraw: {
    tag: 'auth',
    summary: '회원 탈퇴: 개인정보를 지우고 모든 로그인을 끝냅니다.',
    body: WithdrawBodySchema,
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;
