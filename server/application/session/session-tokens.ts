import { type AccountRecord, isActiveAccount } from '../../domain/shared/account';
import { ACCESS_TOKEN_TTL_MS, REFRESH_FAMILY_TTL_MS } from '../../domain/session';
import { AppError } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import {
  type AccountRepository,
  type Clock,
  type Random,
  type SecretDigest,
  type TokenSigner,
  type Transactions,
  TokenVerificationError,
} from '../shared/ports';
import type { SecondFactorRepository, SessionRepository, TokenFamilyRecord } from './ports';

export interface SessionTokensDependencies {
  readonly sessions: SessionRepository;
  /** The second factor's tickets, used up when every sign-in of an account ends. */
  readonly secondFactors: SecondFactorRepository;
  readonly accounts: AccountRepository;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly signer: TokenSigner;
}

export type TokenInspection =
  | { readonly state: 'valid'; readonly subject: string; readonly principal: Principal }
  | { readonly state: 'expired' | 'inactive'; readonly subject: string }
  | { readonly state: 'invalid' };

export interface IssuedTokens {
  readonly accessToken: string;
  readonly refreshToken: string;
}

/** How a sign-in was made: by password alone, or with the second factor after it. */
export interface SignInProof {
  readonly secondFactor: boolean;
}

export const PASSWORD_ALONE: SignInProof = { secondFactor: false };
export const WITH_SECOND_FACTOR: SignInProof = { secondFactor: true };

/**
 * Sign-in sessions. Each sign-in starts a token family that lives 14 days at most. The access
 * token is a 60-minute JWT naming the member (`sub`), the family (`sid`) and whether the sign-in
 * passed the second factor (`amr`, kept on the family so that refreshes keep it); the refresh token
 * is random, kept as a digest, and usable once: using it yields the next one. A refresh token
 * presented a second time means a copy exists, so the whole family is revoked. Every
 * authenticated request checks that the family is alive, so sign-out takes effect at once.
 */
export class SessionTokens {
  constructor(private readonly deps: SessionTokensDependencies) {}

  /** A new sign-in (part of the caller's transaction when it runs in one: the second factor). */
  async issue(account: AccountRecord, proof: SignInProof): Promise<IssuedTokens> {
    const { sessions, clock, random } = this.deps;
    const now = clock.now();
    const familyId = random.id();
    const expiresAt = new Date(now.getTime() + REFRESH_FAMILY_TTL_MS);
    const family = {
      familyId,
      userId: account.userId,
      createdAt: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      revokedAt: null,
      secondFactorAt: proof.secondFactor ? now.toISOString() : null,
    };
    await sessions.insertFamily(family);
    return this.nextTokens(account, family);
  }

  /**
   * Ends every sign-in of an account at once (issue 27: a role changed, the account locked, the
   * second factor reset): the families revoked, so their refresh tokens fail and their access
   * tokens at their next call (inspect reads the family on every request), and the second
   * factor's tickets not yet used, so that none issued before yields tokens afterwards.
   */
  async endSessionsOf(userId: string, reason: string, at: string): Promise<void> {
    // The tickets first: a second factor passing at this moment holds its ticket's row until it
    // commits its new sign-in, which the revocation after it then sees (PostgreSQL's read
    // committed; SQLite runs one writer at a time).
    await this.deps.transactions.run(async () => {
      await this.deps.secondFactors.useUpTicketsOf(userId, at);
      await this.deps.sessions.revokeAllOf(userId, reason, at);
    });
  }

  /**
   * Revokes every live sign-in of the member (a password changed or reset, the account erased),
   * but `keepFamilyId`'s if given: their refresh tokens fail, their access tokens at their next
   * call.
   */
  revokeSignInsOf(
    userId: string,
    reason: string,
    at: string,
    keepFamilyId?: string,
  ): Promise<void> {
    return this.deps.sessions.revokeAllOf(userId, reason, at, keepFamilyId);
  }

  async refresh(presented: IssuedTokens): Promise<IssuedTokens> {
    const { sessions, accounts, transactions, clock, digest, signer } = this.deps;
    const now = clock.now();
    const tokenHash = digest.digest(presented.refreshToken);

    const outcome = await transactions.run(async () => {
      const token = await sessions.findRefreshToken(tokenHash);
      if (!token) return { ok: false as const };
      const family = await sessions.findFamily(token.familyId);
      if (!family || family.revokedAt !== null || Date.parse(family.expiresAt) <= now.getTime()) {
        return { ok: false as const };
      }
      const claims = await signer
        .verify(presented.accessToken, { allowExpired: true })
        .catch(() => null);
      const account = await accounts.find(family.userId);
      const firstUse = await sessions.markRefreshTokenUsed(tokenHash, now.toISOString());
      if (!firstUse || token.usedAt !== null) {
        await sessions.revokeFamily(family.familyId, 'refresh-token-reuse', now.toISOString());
        return { ok: false as const };
      }
      if (claims?.sid !== family.familyId || !account || !isActiveAccount(account)) {
        await sessions.revokeFamily(family.familyId, 'refresh-refused', now.toISOString());
        return { ok: false as const };
      }
      const tokens = await this.nextTokens(account, family);
      return { ok: true as const, tokens };
    });
    if (!outcome.ok) throw new AppError('refreshRejected');
    return outcome.tokens;
  }

  /**
   * What an access token is worth, checked all the way: signature and expiry, a live sign-in,
   * an approved account the office has not locked. `subject` is the token's user id whenever the signature is ours, even
   * when the token has expired or its sign-in has ended, so that X-User-Id can be compared.
   */
  async inspect(accessToken: string): Promise<TokenInspection> {
    const { sessions, clock, signer } = this.deps;
    let claims;
    try {
      claims = await signer.verify(accessToken);
    } catch (error) {
      if (!(error instanceof TokenVerificationError) || error.problem !== 'expired')
        return { state: 'invalid' };
      const expired = await signer.verify(accessToken, { allowExpired: true }).catch(() => null);
      return expired ? { state: 'expired', subject: expired.sub } : { state: 'invalid' };
    }
    const account = await sessions.findSignedInAccount(
      claims.sid,
      claims.sub,
      clock.now().toISOString(),
    );
    // A withdrawn, demoted-to-pending or locked account is refused at its next call.
    if (!account || !isActiveAccount(account)) return { state: 'inactive', subject: claims.sub };
    return {
      state: 'valid',
      subject: claims.sub,
      principal: {
        userId: account.userId,
        role: account.role,
        sessionId: claims.sid,
        secondFactor: claims.secondFactor && account.secondFactorAt !== null,
      },
    };
  }

  /** Ends the sign-in a token belongs to, even if that token has expired. */
  async signOut(accessToken: string): Promise<void> {
    const { sessions, clock, signer } = this.deps;
    const claims = await signer.verify(accessToken, { allowExpired: true }).catch(() => null);
    if (claims) await sessions.revokeFamily(claims.sid, 'sign-out', clock.now().toISOString());
  }

  private async nextTokens(
    account: AccountRecord,
    family: TokenFamilyRecord,
  ): Promise<IssuedTokens> {
    const { familyId } = family;
    const { sessions, clock, random, digest, signer } = this.deps;
    const now = clock.now();
    const refreshToken = random.token(32);
    await sessions.insertRefreshToken({
      tokenHash: digest.digest(refreshToken),
      familyId,
      issuedAt: now.toISOString(),
      usedAt: null,
    });
    const accessExpiry = Math.min(
      now.getTime() + ACCESS_TOKEN_TTL_MS,
      Date.parse(family.expiresAt),
    );
    const accessToken = await signer.sign(
      {
        sub: account.userId,
        sid: familyId,
        role: account.role,
        secondFactor: family.secondFactorAt !== null,
      },
      new Date(accessExpiry),
    );
    return { accessToken, refreshToken };
  }
}
