import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  type AccessTokenClaims,
  type Clock,
  type TokenSigner,
  TokenVerificationError,
} from '../../application/shared/ports';

/**
 * Access tokens: JWTs signed with HMAC-SHA256. Only HS256 is accepted on the way back in (the
 * algorithm allow-list), so `alg: none` or another algorithm is refused, as is any token whose
 * issuer or audience is not ours.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'alumni-association';
const AUDIENCE = 'alumni-association-spa';

/** A segment of a compact JWS: base64url without padding, nothing else. */
const BASE64URL = /^[A-Za-z0-9_-]+$/u;
/** The length of an HMAC-SHA256 signature in base64url: 32 bytes, no padding. */
const SIGNATURE_LENGTH = 43;
const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
/** The header `sign` writes, as it writes it: the one a token of ours has. */
const SIGNED_HEADER = Buffer.from(JSON.stringify({ alg: ALGORITHM, typ: 'JWT' })).toString(
  'base64url',
);
/**
 * Tokens whose signature has been checked, with their claims: a member sends the same token with
 * every call for its hour. Only tokens that passed every check but the times are kept; the times
 * are compared on every call. The oldest goes when there are this many.
 */
const CHECKED_TOKENS_KEPT = 10_000;

/**
 * Signing goes through jose (a few per sign-in). Checking runs on every signed-in request, so it
 * is done here with node:crypto, synchronously: jose's WebCrypto `verify` is a promise-wrapped
 * job that cost a quarter of a signed-in request. The checks are jose's `jwtVerify` with our
 * options (HS256 only, issuer, audience, `sub` and `exp` required, `nbf` and `exp` against the
 * clock, no tolerance), in jose's order, and a little stricter where a token this server signed
 * never differs: segments must be canonical base64url (no padding, spaces or stray bits) and a
 * `crit` header is refused.
 */
export class JoseTokenSigner implements TokenSigner {
  /** The signing key, imported once: given raw bytes, jose imports them again for each token. */
  private readonly signingKey: Promise<CryptoKey>;
  private readonly verificationKey: KeyObject;
  /** See CHECKED_TOKENS_KEPT. */
  private readonly checked = new Map<string, CheckedToken>();

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    const bytes = new TextEncoder().encode(secret);
    this.signingKey = crypto.subtle.importKey(
      'raw',
      bytes,
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    this.verificationKey = createSecretKey(bytes);
  }

  async sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string> {
    // RFC 8176's methods: the password, and the authenticator app's code when it was typed.
    const amr = claims.secondFactor ? ['pwd', 'otp'] : ['pwd'];
    return new SignJWT({ sid: claims.sid, role: claims.role, amr })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.signingKey);
  }

  verify(token: string, options: { allowExpired?: boolean } = {}): Promise<AccessTokenClaims> {
    try {
      return Promise.resolve(this.verifyNow(token, options.allowExpired === true));
    } catch (error) {
      return Promise.reject(
        error instanceof TokenVerificationError ? error : new TokenVerificationError('invalid'),
      );
    }
  }

  /** The claims of a good token; throws TokenVerificationError otherwise. */
  private verifyNow(token: string, allowExpired: boolean): AccessTokenClaims {
    let checked = this.checked.get(token);
    if (!checked) {
      checked = this.check(token);
      if (this.checked.size >= CHECKED_TOKENS_KEPT) {
        this.checked.delete(this.checked.keys().next().value as string);
      }
      this.checked.set(token, checked);
    }
    // The times, on every call, as jose compares them: nbf, then exp. Sign-out may present an
    // expired token: it still proves which sign-in to end (jose's currentDate of 0, as before).
    const now = allowExpired ? 0 : Math.floor(this.clock.now().getTime() / 1000);
    if (checked.nbf !== undefined && checked.nbf > now) throw invalid();
    if (checked.exp <= now) throw new TokenVerificationError('expired');
    if (!checked.claims) throw invalid();
    return checked.claims;
  }

  /**
   * Everything about a token that does not depend on the time: its form, header, signature and
   * claims. Throws for a token that is not ours; what it answers is kept (see `checked`).
   */
  private check(token: string): CheckedToken {
    if (typeof token !== 'string') throw invalid();
    const parts = token.split('.');
    if (parts.length !== 3) throw invalid();
    const [encodedHeader = '', encodedPayload = '', encodedSignature = ''] = parts;
    if (!BASE64URL.test(encodedHeader) || !BASE64URL.test(encodedPayload)) throw invalid();

    // The header first, as jose reads it: a JSON object whose alg is on the allow-list.
    if (encodedHeader !== SIGNED_HEADER) {
      const header = jsonObjectOf(encodedHeader);
      if (header.crit !== undefined) throw invalid();
      if (header.alg !== ALGORITHM) throw invalid();
    }

    // The signature: exactly the canonical encoding of 32 bytes, compared in constant time.
    if (encodedSignature.length !== SIGNATURE_LENGTH || !BASE64URL.test(encodedSignature))
      throw invalid();
    const presented = Buffer.from(encodedSignature, 'base64url');
    if (presented.length !== 32 || presented.toString('base64url') !== encodedSignature)
      throw invalid();
    const expected = createHmac('sha256', this.verificationKey)
      .update(`${encodedHeader}.${encodedPayload}`)
      .digest();
    if (!timingSafeEqual(expected, presented)) throw invalid();

    // The claims, as jose's validateClaimsSet checks them with our options.
    const claims = jsonObjectOf(encodedPayload);
    for (const required of ['iss', 'aud', 'exp', 'sub']) {
      if (!Object.hasOwn(claims, required)) throw invalid();
    }
    if (claims.iss !== ISSUER) throw invalid();
    const { aud, iat, nbf, exp } = claims;
    if (!(aud === AUDIENCE || (Array.isArray(aud) && aud.includes(AUDIENCE)))) throw invalid();
    if (iat !== undefined && typeof iat !== 'number') throw invalid();
    if (nbf !== undefined && typeof nbf !== 'number') throw invalid();
    if (typeof exp !== 'number') throw invalid();

    // What jose leaves to the caller, refused after the times (an expired token says expired).
    const { sub, sid, role, amr } = claims;
    const ours =
      typeof sub === 'string' && typeof sid === 'string' && (role === 'member' || role === 'admin');
    // A token without `amr` (signed before issue 27) passed no second factor as far as we know.
    const secondFactor = Array.isArray(amr) && amr.includes('otp');
    return { nbf, exp, claims: ours ? { sub, sid, role, secondFactor } : null };
  }
}

/** A token whose signature is ours and whose claims are well formed, but not yet timed. */
interface CheckedToken {
  readonly nbf: number | undefined;
  readonly exp: number;
  /** Null when the subject, sign-in or role is not of the kind this server signs. */
  readonly claims: AccessTokenClaims | null;
}

function invalid(): TokenVerificationError {
  return new TokenVerificationError('invalid');
}

/**
 * A segment's JSON, which must be a plain object (jose's isObject), from canonical base64url
 * and well-formed UTF-8.
 */
function jsonObjectOf(segment: string): Record<string, unknown> {
  const bytes = Buffer.from(segment, 'base64url');
  if (bytes.toString('base64url') !== segment) throw invalid();
  let value: unknown;
  try {
    value = JSON.parse(strictUtf8.decode(bytes));
  } catch {
    throw invalid();
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    Object.prototype.toString.call(value) !== '[object Object]'
  ) {
    throw invalid();
  }
  return value as Record<string, unknown>;
}
