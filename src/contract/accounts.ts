import Type, { type Static } from 'typebox';
import {
  COMPANY_MAX_LENGTH,
  COURSE_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
} from '../domain/shared/member/member-profile';
import { Nullable, Secret, SixDigitCode, Text } from './shared/schemas';
import { AddressSchema } from './shared/member-schemas';
import { NoData } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

export const CredentialsSchema = Type.Object(
  { userId: Text(50, { minLength: 1 }), password: Secret(128) },
  { additionalProperties: false },
);

export const TokensSchema = Type.Object(
  { accessToken: Text(4096, { minLength: 1 }), refreshToken: Text(256, { minLength: 1 }) },
  { additionalProperties: false },
);

/** Tokens, or null with the not-approved message beside it in the envelope. */
export const SignInDataSchema = Nullable(TokensSchema);

export const AuthMailPurposeSchema = Type.Union([
  Type.Literal('signUp'),
  Type.Literal('findId'),
  Type.Literal('findPassword'),
  Type.Literal('changeEmail'),
]);

export const SendAuthMailBodySchema = Type.Object(
  { email: Text(254, { minLength: 1 }), purpose: AuthMailPurposeSchema },
  { additionalProperties: false },
);

export const CheckIdQuerySchema = Type.Object({ id: Text(50) }, { additionalProperties: false });

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
    userId: Text(50, { minLength: 1 }),
    password: Secret(128),
    name: Text(50, { minLength: 1 }),
    birthDate: Text(10, { minLength: 1 }),
    email: Text(254, { minLength: 1 }),
    emailAuthCode: SixDigitCode,
    mobile: Text(20, { minLength: 1 }),
    graduationYear: Type.Integer({ minimum: 1900, maximum: 2100 }),
    classNumber: Type.Integer({ minimum: 1, maximum: 300 }),
    course: Text(COURSE_MAX_LENGTH),
    company: Nullable(Text(COMPANY_MAX_LENGTH)),
    jobTitle: Nullable(Text(JOB_TITLE_MAX_LENGTH)),
    address: Nullable(AddressSchema),
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
  { name: Text(50, { minLength: 1 }), email: Text(254, { minLength: 1 }), authCode: SixDigitCode },
  { additionalProperties: false },
);

export const FindIdDataSchema = Type.Object({ maskedUserIds: Type.Array(Type.String()) });

export const FindPasswordBodySchema = Type.Object(
  {
    userId: Text(50, { minLength: 1 }),
    name: Text(50, { minLength: 1 }),
    email: Text(254, { minLength: 1 }),
    authCode: SixDigitCode,
  },
  { additionalProperties: false },
);

export const PasswordResetTicketSchema = Type.Object({ resetToken: Type.String() });

export const ResetPasswordBodySchema = Type.Object(
  { resetToken: Text(256, { minLength: 1 }), newPassword: Secret(128) },
  { additionalProperties: false },
);

export const WithdrawBodySchema = Type.Object(
  { password: Secret(128), reason: Text(500, { lines: 'multiple' }) },
  { additionalProperties: false },
);

export type AuthMailPurpose = Static<typeof AuthMailPurposeSchema>;
export type CredentialsBody = Static<typeof CredentialsSchema>;
export type TokensBody = Static<typeof TokensSchema>;
export type SendAuthMailBody = Static<typeof SendAuthMailBodySchema>;
export type SignUpBody = Static<typeof SignUpBodySchema>;
export type FindIdBody = Static<typeof FindIdBodySchema>;
export type FindPasswordBody = Static<typeof FindPasswordBodySchema>;
export type ResetPasswordBody = Static<typeof ResetPasswordBodySchema>;
export type WithdrawBody = Static<typeof WithdrawBodySchema>;

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
