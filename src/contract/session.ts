import Type, { type Static } from 'typebox';
import { PASSWORD_MAX_LENGTH } from '../domain/shared/validation/password';
import { USER_ID_INPUT_MAX_LENGTH } from '../domain/shared/validation/user-id';
import { NoData, Nullable, Secret, Text } from './shared/schemas';
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

/** Tokens, or null with the not-approved message beside it in the envelope. */
export const SignInDataSchema = Nullable(TokensSchema);

export type CredentialsBody = Static<typeof CredentialsSchema>;
export type TokensBody = Static<typeof TokensSchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/session.ts). */
export const SESSION_SCHEMAS = {
  signIn: { body: CredentialsSchema, data: SignInDataSchema },
  refresh: { body: TokensSchema, data: TokensSchema },
  ping: { data: Type.Boolean() },
  signOut: { data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
