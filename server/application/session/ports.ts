import type { AccountStatus, MemberRole } from '../../../src/domain/shared/member/member-profile';

/** The session feature's own repository: sign-ins (refresh token families) and their tokens. */

export interface TokenFamilyRecord {
  readonly familyId: string;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
}

export interface SignedInAccount {
  readonly userId: string;
  readonly role: MemberRole;
  readonly status: AccountStatus;
}

export interface RefreshTokenRecord {
  readonly tokenHash: string;
  readonly familyId: string;
  readonly issuedAt: string;
  readonly usedAt: string | null;
}

export interface SessionRepository {
  insertFamily(family: TokenFamilyRecord): Promise<void>;
  findFamily(familyId: string): Promise<TokenFamilyRecord | null>;
  /**
   * The account of a live sign-in (its family of that member, not revoked, not expired at
   * `at`), in one read: what every signed-in request checks.
   */
  findSignedInAccount(
    familyId: string,
    userId: string,
    at: string,
  ): Promise<SignedInAccount | null>;
  revokeFamily(familyId: string, reason: string, at: string): Promise<void>;
  /** Revokes every live sign-in of the member, except `keepFamilyId` if given. */
  revokeAllOf(userId: string, reason: string, at: string, keepFamilyId?: string): Promise<void>;
  insertRefreshToken(token: RefreshTokenRecord): Promise<void>;
  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null>;
  /** Marks a refresh token used; false when it already was (someone else used it first). */
  markRefreshTokenUsed(tokenHash: string, at: string): Promise<boolean>;
}

declare module '../shared/ports' {
  interface Repositories {
    readonly sessions: SessionRepository;
  }
}
