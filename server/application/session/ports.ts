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
  /** Set while the office has locked the account. */
  readonly lockedAt: string | null;
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

/** An administrator's TOTP secret (sealed), and the last time step accepted from it. */
export interface SecondFactorRecord {
  readonly userId: string;
  /** The base32 secret, sealed (SecretSealer, bound to the user id). */
  readonly sealedSecret: string;
  readonly createdAt: string;
  /** When the first code was right; null while enrolment is under way. */
  readonly confirmedAt: string | null;
  readonly lastStep: number | null;
}

/** The ticket between a right password and the second factor, kept as its digest. */
export interface SecondFactorTicketRecord {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

/**
 * The administrators' second factor. Every change that decides whether a code counts is one
 * conditional UPDATE, so that two requests cannot both use the same step, code or ticket.
 */
export interface SecondFactorRepository {
  find(userId: string): Promise<SecondFactorRecord | null>;
  /** Inserts an unconfirmed secret unless the administrator has one already (then nothing). */
  insertIfAbsent(record: SecondFactorRecord): Promise<void>;
  /** Confirms an unconfirmed secret with its first step; false when it was not unconfirmed. */
  confirm(userId: string, step: number, at: string): Promise<boolean>;
  /** Records `step` as the last accepted one if it is later; false when it is not (a reuse). */
  acceptStep(userId: string, step: number): Promise<boolean>;
  insertRecoveryCodes(userId: string, codeHashes: readonly string[], at: string): Promise<void>;
  /** Marks the administrator's unused recovery code used; false when there is none such. */
  useRecoveryCode(userId: string, codeHash: string, at: string): Promise<boolean>;
  /** Removes the factor and its recovery codes; false when there was no factor. */
  remove(userId: string): Promise<boolean>;
  insertTicket(ticket: SecondFactorTicketRecord): Promise<void>;
  findTicket(tokenHash: string): Promise<SecondFactorTicketRecord | null>;
  /** Marks the ticket used; false when it already was. */
  markTicketUsed(tokenHash: string, at: string): Promise<boolean>;
  /** Deletes the tickets that expired before `at`; answers how many. */
  deleteTicketsExpiredBefore(at: string): Promise<number>;
}

declare module '../shared/ports' {
  interface Repositories {
    readonly sessions: SessionRepository;
    readonly secondFactors: SecondFactorRepository;
  }
}
