import { expect } from 'vitest';
import { API_ERRORS, type ApiErrorKey } from '../../../src/contract/shared/error-codes';
import type { AuthMailPurpose } from '../../../src/contract/accounts';
import type { TokensBody } from '../../../src/contract/session';
import type { SignedInMember } from './members';
import type { CallResult, TestServer } from './test-server';

export const ONE_MINUTE = 60_000;
export const ONE_DAY = 24 * 60 * ONE_MINUTE;

/** At least one Hangul syllable: the text is meant for people. */
export const HANGUL = /[가-힣]/u;

/** The answer is the catalogue's refusal: its status and code, no data, a Korean message. */
export function expectRefusal(result: CallResult, key: ApiErrorKey): void {
  const definition = API_ERRORS[key];
  expect({ status: result.status, code: result.body.code, data: result.body.data }).toEqual({
    status: definition.status,
    code: definition.code,
    data: null,
  });
  expect(result.body.message).toMatch(HANGUL);
}

/** The answer is a success envelope; its data is returned. */
export function expectSuccess<T>(result: CallResult<T>): T {
  expect({ status: result.status, code: result.body.code }).toEqual({ status: 200, code: 0 });
  return result.body.data;
}

/** Asks for a code for the address and reads it from the outbox. */
export async function requestCode(
  server: TestServer,
  email: string,
  purpose: AuthMailPurpose,
  token?: string,
): Promise<string> {
  const sent = await server.call('sendAuthMail', {
    body: { email, purpose },
    ...(token ? { token } : {}),
  });
  expectSuccess(sent);
  return server.lastCodeSentTo(email);
}

/** Six digits that are certainly not the code. */
export function wrongCodeFor(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

export interface DecodedJwt {
  readonly header: Record<string, unknown>;
  readonly payload: Record<string, unknown>;
  readonly signature: string;
}

/** Reads a JWT without verifying it. */
export function decodeJwt(token: string): DecodedJwt {
  const [header = '', payload = '', signature = ''] = token.split('.');
  const read = (part: string) =>
    JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
  return { header: read(header), payload: read(payload), signature };
}

export function base64UrlJson(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

/** Whether the server still counts the access token as a live sign-in. */
export async function ping(server: TestServer, accessToken: string): Promise<CallResult<boolean>> {
  return server.call<boolean>('ping', { token: accessToken });
}

export async function refresh(
  server: TestServer,
  tokens: TokensBody,
): Promise<CallResult<TokensBody | null>> {
  return server.call<TokensBody | null>('refresh', {
    body: { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken },
  });
}

/** A refresh that must succeed; answers the new pair. */
export async function rotate(server: TestServer, tokens: TokensBody): Promise<TokensBody> {
  const result = await refresh(server, tokens);
  const data = expectSuccess(result);
  if (!data) throw new Error(`refresh failed: ${JSON.stringify(result.body)}`);
  return data;
}

/** The member with another pair of tokens (e.g. a second sign-in or a rotation). */
export function withTokens(member: SignedInMember, tokens: TokensBody): SignedInMember {
  return { ...member, accessToken: tokens.accessToken, refreshToken: tokens.refreshToken };
}

/**
 * Proves a sign-in has ended: ping says false, a member route refuses the access token as not
 * signed in, and the refresh token is refused.
 */
export async function expectSignedOut(server: TestServer, tokens: TokensBody): Promise<void> {
  expect(expectSuccess(await ping(server, tokens.accessToken))).toBe(false);
  expectRefusal(await server.call('getMyInfo', { token: tokens.accessToken }), 'unauthenticated');
  expectRefusal(await refresh(server, tokens), 'refreshRejected');
}

/** Proves a sign-in is alive: ping says true and a member route answers. */
export async function expectSignedIn(server: TestServer, member: SignedInMember): Promise<void> {
  expect(expectSuccess(await ping(server, member.accessToken))).toBe(true);
  const my = await server.call<{ userId: string }>('getMyInfo', {
    token: member.accessToken,
    userId: member.userId,
  });
  expect(expectSuccess(my).userId).toBe(member.userId);
}
