import { errors, jwtVerify, SignJWT } from 'jose';
import {
  type AccessTokenClaims,
  type Clock,
  type TokenSigner,
  TokenVerificationError,
} from '../../application/ports';

/**
 * Access tokens: JWTs signed with HMAC-SHA256. Only HS256 is accepted on the way back in (the
 * algorithm allow-list), so `alg: none` or another algorithm is refused, as is any token whose
 * issuer or audience is not ours.
 */
const ALGORITHM = 'HS256';
const ISSUER = 'alumni-association';
const AUDIENCE = 'alumni-association-spa';

export class JoseTokenSigner implements TokenSigner {
  /**
   * The key, imported once: given the raw bytes, jose imports them again for every token,
   * which cost more than the rest of a signed-in request's check.
   */
  private readonly key: Promise<CryptoKey>;

  constructor(
    secret: string,
    private readonly clock: Clock,
  ) {
    this.key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: claims.sid, role: claims.role })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(Math.floor(this.clock.now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await this.key);
  }

  async verify(
    token: string,
    options: { allowExpired?: boolean } = {},
  ): Promise<AccessTokenClaims> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['sub', 'exp'],
        // Sign-out may present an expired token: it still proves which sign-in to end.
        currentDate: options.allowExpired ? new Date(0) : this.clock.now(),
      });
      const { sub, sid, role } = payload;
      if (
        typeof sub !== 'string' ||
        typeof sid !== 'string' ||
        (role !== 'member' && role !== 'admin')
      ) {
        throw new TokenVerificationError('invalid');
      }
      return { sub, sid, role: role };
    } catch (error) {
      if (error instanceof TokenVerificationError) throw error;
      throw new TokenVerificationError(error instanceof errors.JWTExpired ? 'expired' : 'invalid');
    }
  }
}
