import type { AccountStatus, MemberRole } from '../../../src/domain/shared/member/member-profile';

/** The session feature's own repository: sign-ins (refresh token families) and their tokens. */

export interface TokenFamilyRecord {
  readonly familyId: string;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly revokedAt: string | null;
  /** When the sign-in passed the second factor; null for one by password alone. */
  readonly secondFactorAt: string | null;
}

export interface SignedInAccount {
  readonly userId: string;
  readonly role: MemberRole;
  readonly status: AccountStatus;
  /** Set while the office has locked the account. */
  readonly officeLockedAt: string | null;
  /** The sign-in's: when it passed the second factor (null: password alone). */
  readonly secondFactorAt: string | null;
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
  /**
   * Revokes every live sign-in of the member, except `keepFamilyId` if given: their refresh
   * tokens fail, and so do their access tokens at their next call (findSignedInAccount).
   */
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
  /**
   * The enrolment's secret drawn for this ticket (sealed, bound to the user id): a secret is
   * never shown with two tickets, so one read before the administrator enrols is of no use.
   */
  readonly sealedSecret: string | null;
}

/**
 * The administrators' second factor. Every change that decides whether a code counts is one
 * conditional UPDATE, so that two requests cannot both use the same step, code or ticket.
 */
export interface SecondFactorRepository {
  find(userId: string): Promise<SecondFactorRecord | null>;
  /**
   * Keeps `sealedSecret` as the ticket's enrolment secret unless it has one already (a reload
   * of the page: the first stays); the caller reads the ticket again for the one kept.
   */
  attachEnrolmentSecret(tokenHash: string, sealedSecret: string): Promise<void>;
  /**
   * The administrator's factor, confirmed with the ticket's secret and its first step; false
   * when the administrator has a confirmed one already (an unconfirmed one of an earlier
   * version is replaced).
   */
  confirmEnrolment(record: {
    readonly userId: string;
    readonly sealedSecret: string;
    readonly step: number;
    readonly at: string;
  }): Promise<boolean>;
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
  /**
   * Marks every unused ticket of the administrator used (their sessions ended: lock, role,
   * second factor reset), so that none issued before yields tokens later.
   */
  useUpTicketsOf(userId: string, at: string): Promise<void>;
  /** Deletes the tickets that expired before `at`; answers how many. */
  deleteTicketsExpiredBefore(at: string): Promise<number>;
}
