import Type from 'typebox';
import { CredentialsSchema, SignInDataSchema, TokensSchema } from './accounts';
import { NoData } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

/** What each of the feature's calls takes and answers (src/contract/endpoints/session.ts). */
export const SESSION_SCHEMAS = {
  signIn: { body: CredentialsSchema, data: SignInDataSchema },
  refresh: { body: TokensSchema, data: TokensSchema },
  ping: { data: Type.Boolean() },
  signOut: { data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
