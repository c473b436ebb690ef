import Type, { type Static } from 'typebox';
import { AUTH_MAIL_PURPOSES } from '../domain/accounts/auth-mail-purpose';
import { WITHDRAWAL_REASON_MAX_LENGTH } from '../domain/accounts/withdrawal';
import { PROFILE_LIMITS } from '../domain/shared/member/profile-fields';
import { EMAIL_MAX_LENGTH } from '../domain/shared/validation/email';
import { PASSWORD_MAX_LENGTH } from '../domain/shared/validation/password';
import { USER_ID_INPUT_MAX_LENGTH } from '../domain/shared/validation/user-id';
import { PROFILE_FIELD_PROPERTIES } from './shared/member-schemas';
import { NoData, Nullable, OneOf, Secret, SixDigitCode, Text } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

export const AuthMailPurposeSchema = OneOf(AUTH_MAIL_PURPOSES);

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
export type SignUpBody = Static<typeof SignUpBodySchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/accounts.ts). */
export const ACCOUNTS_SCHEMAS = {
  sendAuthMail: { body: SendAuthMailBodySchema, data: NoData },
  findId: { body: FindIdBodySchema, data: FindIdDataSchema },
  findPassword: { body: FindPasswordBodySchema, data: PasswordResetTicketSchema },
  resetPassword: { body: ResetPasswordBodySchema, data: NoData },
  checkId: { querystring: CheckIdQuerySchema, data: IdAvailabilitySchema },
  signUp: { body: SignUpBodySchema, data: SignUpDataSchema },
  withdraw: { body: WithdrawBodySchema, data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
