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
  signIn: {
    tag: 'auth',
    summary: '로그인: 토큰을 발급하거나, 승인 대기 계정이면 안내 메시지를 돌려줍니다.',
    body: CredentialsSchema,
    data: SignInDataSchema,
  },
  refresh: {
    tag: 'auth',
    summary: '토큰 갱신: 리프레시 토큰을 새 토큰 한 쌍으로 바꿉니다(한 번만 쓸 수 있음).',
    body: TokensSchema,
    data: TokensSchema,
  },
  ping: {
    tag: 'auth',
    summary: '로그인 확인: 유효한 토큰이고 활동 중인 계정이면 true.',
    data: Type.Boolean(),
  },
  signOut: {
    tag: 'auth',
    summary: '로그아웃: 이 로그인의 토큰을 모두 무효로 합니다.',
    data: NoData,
  },
} as const satisfies Record<string, EndpointSchemas>;
