import type { MemberRole } from '../shared/member/member-profile';
import type { SecondFactorChallenge } from './second-factor';

/** The tokens record kept in browser storage under the key `tokens` (spec section 3). */
export interface Tokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

export interface Credentials {
  readonly userId: string;
  readonly password: string;
}

/**
 * What the sign-in call answers: tokens, or none and a message (spec sections 3 and 4); for an
 * administrator, none and the second factor's challenge.
 */
export interface SignInResult {
  readonly tokens: Tokens | null;
  readonly message: string | null;
  readonly secondFactor?: SecondFactorChallenge;
}

/**
 * The message the server answers when the account exists and the password is right but an
 * administrator has not approved it yet. The server sends exactly this text; the SPA recognises
 * it to send the member to /auth/not-approved instead of signing them in.
 */
export const NOT_APPROVED_MESSAGE =
  '가입 승인 대기 중인 계정입니다. 관리자 승인 후 로그인할 수 있습니다.';

export function isNotApprovedMessage(message: string | null | undefined): boolean {
  return message?.trim() === NOT_APPROVED_MESSAGE;
}

export function hasAccessToken(tokens: Tokens | null | undefined): tokens is Tokens {
  return typeof tokens?.accessToken === 'string' && tokens.accessToken.length > 0;
}

export function hasRefreshToken(tokens: Tokens | null | undefined): tokens is Tokens {
  return typeof tokens?.refreshToken === 'string' && tokens.refreshToken.length > 0;
}

/**
 * The subject (`sub`) of a JWT access token, which is the member's user id (spec section 3), or
 * null when the token is not a readable JWT. This only reads the token; the server verifies it.
 */
export function readTokenSubject(accessToken: string): string | null {
  const sub = readClaim(accessToken, 'sub');
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}

/**
 * The role the access token was issued with, to choose what the screen offers (the console's
 * links, its pages); the server decides from the database on every call, so a role taken away
 * since is refused there.
 */
export function readTokenRole(accessToken: string): MemberRole | null {
  const role = readClaim(accessToken, 'role');
  return role === 'admin' || role === 'member' ? role : null;
}

/** One claim of a JWT's payload, read without checking its signature (the server checks it). */
function readClaim(accessToken: string, name: string): unknown {
  const payload = accessToken.split('.')[1];
  if (accessToken.split('.').length !== 3 || !payload) return undefined;
  try {
    const claims: unknown = JSON.parse(decodeBase64UrlUtf8(payload));
    if (typeof claims !== 'object' || claims === null || !(name in claims)) return undefined;
    return (claims as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Base64url to text, UTF-8 aware, without platform APIs (atob, Buffer, TextDecoder). */
function decodeBase64UrlUtf8(encoded: string): string {
  let bits = 0;
  let bitCount = 0;
  let percentEncoded = '';
  for (const character of encoded.replace(/=+$/u, '')) {
    const value = BASE64_ALPHABET.indexOf(character);
    if (value < 0) throw new SyntaxError('Not base64url');
    bits = ((bits << 6) | value) & 0xffff;
    bitCount += 6;
    if (bitCount >= 8) {
      bitCount -= 8;
      percentEncoded += `%${((bits >> bitCount) & 0xff).toString(16).padStart(2, '0')}`;
    }
  }
  // decodeURIComponent turns UTF-8 byte sequences into text and throws on invalid ones.
  return decodeURIComponent(percentEncoded);
}
