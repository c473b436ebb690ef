import Type, { type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../domain/shared/validation/password';
import { USER_ID_INPUT_MAX_LENGTH } from '../domain/shared/validation/user-id';
import { NoData, Secret, SixDigitCode, Text } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

export const CredentialsSchema = Type.Object(
  {
    userId: Text(USER_ID_INPUT_MAX_LENGTH, { minLength: 1 }),
    password: Secret(PASSWORD_MAX_LENGTH),
  },
  { additionalProperties: false },
);

export const TokensSchema = Type.Object(
  { accessToken: Text(4096, { minLength: 1 }), refreshToken: Text(256, { minLength: 1 }) },
  { additionalProperties: false },
);

/** The ticket between an administrator's right password and the second factor (5 min, once). */
const TicketSchema = Text(128, { minLength: 1 });

/**
 * An administrator's right password: no tokens yet, a ticket for the second factor, and whether
 * the administrator has enrolled an authenticator app (false: enrol first).
 */
export const SecondFactorChallengeSchema = Type.Object(
  {
    secondFactor: Type.Object(
      { ticket: TicketSchema, enrolled: Type.Boolean() },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/**
 * Tokens; or null with the not-approved message beside it in the envelope (as the spec says for
 * members); or, for an administrator, the second factor's challenge.
 */
export const SignInDataSchema = Type.Union([
  TokensSchema,
  SecondFactorChallengeSchema,
  Type.Null(),
]);

export const SecondFactorTicketSchema = Type.Object(
  { ticket: TicketSchema },
  { additionalProperties: false },
);

/** What an authenticator app needs: the QR code, or the secret typed by hand. */
export const SecondFactorEnrolmentSchema = Type.Object(
  {
    /** The secret in base32, for typing into the app by hand. */
    secret: Text(128, { minLength: 1 }),
    /** otpauth://totp/… with the association's name as issuer. */
    otpauthUrl: Text(1024, { minLength: 1 }),
    /** The QR code of `otpauthUrl`, as a data: URL of an SVG image (for an <img>). */
    qrCode: Text(65536, { minLength: 1 }),
    issuer: Text(200, { minLength: 1 }),
    accountName: Text(200, { minLength: 1 }),
  },
  { additionalProperties: false },
);

export const SecondFactorConfirmationSchema = Type.Object(
  { ticket: TicketSchema, code: SixDigitCode },
  { additionalProperties: false },
);

/** The recovery codes are shown once, here; the tokens start the sign-in. */
export const SecondFactorEnrolledSchema = Type.Object(
  {
    recoveryCodes: Type.Array(Text(32, { minLength: 1 }), { minItems: 10, maxItems: 10 }),
    tokens: TokensSchema,
  },
  { additionalProperties: false },
);

/** The six digits of the app, or one of the recovery codes (hyphens and spaces ignored). */
export const SecondFactorVerificationSchema = Type.Object(
  { ticket: TicketSchema, code: Text(32, { minLength: 1 }) },
  { additionalProperties: false },
);

export type CredentialsBody = Static<typeof CredentialsSchema>;
export type TokensBody = Static<typeof TokensSchema>;
export type SecondFactorChallenge = Static<typeof SecondFactorChallengeSchema>;
/** signIn's data: tokens, null (not approved: see the message), or a second-factor challenge. */
export type SignInData = TokensBody | SecondFactorChallenge | null;
export type SecondFactorEnrolment = Static<typeof SecondFactorEnrolmentSchema>;
export type SecondFactorEnrolled = Static<typeof SecondFactorEnrolledSchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/session.ts). */
export const SESSION_SCHEMAS = {
  signIn: { body: CredentialsSchema, data: SignInDataSchema },
  beginSecondFactorEnrolment: { body: SecondFactorTicketSchema, data: SecondFactorEnrolmentSchema },
  confirmSecondFactorEnrolment: {
    body: SecondFactorConfirmationSchema,
    data: SecondFactorEnrolledSchema,
  },
  verifySecondFactor: { body: SecondFactorVerificationSchema, data: TokensSchema },
  refresh: { body: TokensSchema, data: TokensSchema },
  ping: { data: Type.Boolean() },
  signOut: { data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
