import type { Readable } from 'node:stream';
import type { DirectoryEntry, AlumniPlace } from '../../../src/domain/directory';
import type { AccountStatus, MemberRole } from '../../../src/domain/shared/member/member-profile';
import type { AccountProfile, AccountRecord } from '../../domain/shared/account';
import type { SearchKey } from '../../domain/directory';
import type { ThrottleSchedule } from '../../domain/shared/attempt-throttle';

/** The server's ports: everything a use case needs from outside, as interfaces. */

export interface Clock {
  now(): Date;
}

/** Cryptographic randomness. */
export interface Random {
  /** A URL-safe random token of `bytes` random bytes. */
  token(bytes?: number): string;
  /** A random id for rows and files. */
  id(): string;
  /** Six random digits, 000000–999999. */
  sixDigitCode(): string;
}

/** Keyed one-way digests of secrets kept server-side (codes, refresh and reset tokens). */
export interface SecretDigest {
  digest(secret: string): string;
}

/**
 * Password hashing. Both calls may reject with PasswordHasherBusyError when hashing is at its
 * limit: the request is answered at once with "try again shortly" rather than made to wait.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<{ valid: boolean; needsRehash: boolean }>;
}

export class PasswordHasherBusyError extends Error {
  override readonly name = 'PasswordHasherBusyError';
  constructor() {
    super('Password hashing is at its limit');
  }
}

export interface AccessTokenClaims {
  /** The member's user id (spec section 3). */
  readonly sub: string;
  /** The sign-in (refresh token family) this token belongs to. */
  readonly sid: string;
  readonly role: MemberRole;
}

export type TokenProblem = 'expired' | 'invalid';

export class TokenVerificationError extends Error {
  override readonly name = 'TokenVerificationError';
  constructor(readonly problem: TokenProblem) {
    super(`Access token ${problem}`);
  }
}

export interface TokenSigner {
  sign(claims: AccessTokenClaims, expiresAt: Date): Promise<string>;
  /** The claims of a token this server signed; throws TokenVerificationError otherwise. */
  verify(token: string, options?: { allowExpired?: boolean }): Promise<AccessTokenClaims>;
}

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export interface StoredBlob {
  readonly sha256: string;
  readonly size: number;
  /** The first bytes, for the magic-number check. */
  readonly head: Uint8Array;
}

export class BlobTooLargeError extends Error {
  override readonly name = 'BlobTooLargeError';
}

/**
 * Contents received into a temporary copy of their own, not yet where readers find them. Until
 * `discard`, the copy stays, so that contents removed meanwhile can be put back.
 */
export interface ReceivedBlob extends StoredBlob {
  /** Puts the contents where readers find them by hash (as they are, if already there). */
  place(): Promise<void>;
  /** Drops the temporary copy; contents already placed stay. */
  discard(): Promise<void>;
}

/** Contents taken out of place by `FileStore.park`, waiting for the database to decide. */
export interface ParkedBlob {
  readonly sha256: string;
  /** Puts them back in place (they are still wanted). */
  restore(): Promise<void>;
  /** Deletes them for good. */
  destroy(): Promise<void>;
}

/**
 * File contents, stored by their SHA-256, never under a name a user chose, and shared by every
 * file with the same bytes. Removal is two steps (park, then restore or destroy) so that the
 * caller can ask the database again in between; see `removeUnreferencedContent`.
 */
export interface FileStore {
  /** Receives a stream up to `maxBytes` (BlobTooLargeError beyond) and says what it was. */
  receive(source: Readable, maxBytes: number): Promise<ReceivedBlob>;
  open(sha256: string): Readable;
  exists(sha256: string): Promise<boolean>;
  /** Takes the contents out of place in one atomic step; null when they were not there. */
  park(sha256: string): Promise<ParkedBlob | null>;
  /** Contents parked by a process that ended before deciding (a crash), or deciding now. */
  parked(): Promise<readonly ParkedBlob[]>;
  /** Deletes temporary copies of uploads that can no longer finish; answers how many. */
  removeAbandonedTemporaries(): Promise<number>;
}

// Repositories ------------------------------------------------------------------------------

export interface AccountPage {
  readonly items: readonly AccountRecord[];
  readonly total: number;
}

export interface AccountRepository {
  find(userId: string): Promise<AccountRecord | null>;
  /** The account's profile alone: only the columns it needs are read (every /me call). */
  findProfile(userId: string): Promise<AccountProfile | null>;
  exists(userId: string): Promise<boolean>;
  insert(account: AccountRecord): Promise<void>;
  update(userId: string, changes: Partial<Omit<AccountRecord, 'userId'>>): Promise<void>;
  findByEmail(email: string): Promise<readonly AccountRecord[]>;
  list(filter: { status?: AccountStatus; page: number; size: number }): Promise<AccountPage>;
  count(): Promise<number>;
}

export interface ConsentRecord {
  readonly consentId: string;
  readonly userId: string;
  readonly kind: 'terms' | 'privacy' | 'marketing';
  readonly version: string;
  readonly agreed: boolean;
  readonly recordedAt: string;
}

export interface ConsentRepository {
  insert(consents: readonly ConsentRecord[]): Promise<void>;
  listFor(userId: string): Promise<readonly ConsentRecord[]>;
}

export interface AuthCodeRecord {
  readonly codeId: string;
  readonly email: string;
  readonly purpose: string;
  readonly codeHash: string;
  readonly expiresAt: string;
  readonly attemptsLeft: number;
  readonly createdAt: string;
  readonly consumedAt: string | null;
}

export interface AuthCodeRepository {
  insert(code: AuthCodeRecord): Promise<void>;
  /** The newest code sent to this address for this purpose. */
  latest(email: string, purpose: string): Promise<AuthCodeRecord | null>;
  /**
   * Takes one attempt from an unused code, atomically, and answers how many are left after it;
   * null when none was left or the code is used.
   */
  takeAttempt(codeId: string): Promise<number | null>;
  /** Marks the code used; false when another request used it first. */
  markConsumed(codeId: string, at: string): Promise<boolean>;
}

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

export interface PasswordResetRecord {
  readonly tokenHash: string;
  readonly userId: string;
  readonly createdAt: string;
  readonly expiresAt: string;
  readonly usedAt: string | null;
}

export interface PasswordResetRepository {
  insert(reset: PasswordResetRecord): Promise<void>;
  find(tokenHash: string): Promise<PasswordResetRecord | null>;
  /** Marks a reset used; false when it already was. */
  markUsed(tokenHash: string, at: string): Promise<boolean>;
}

export interface FileRecord {
  readonly atchFileId: string;
  readonly atchFileMstId: string;
  readonly ownerId: string | null;
  readonly visibility: 'public' | 'private';
  readonly fileName: string;
  readonly mimeType: string;
  readonly size: number;
  readonly sha256: string;
  readonly createdAt: string;
}

export interface FileRepository {
  insert(file: FileRecord): Promise<void>;
  find(atchFileId: string): Promise<FileRecord | null>;
  /** The newest file of that name in the group. */
  findByName(atchFileMstId: string, fileName: string): Promise<FileRecord | null>;
  /** The group's files, oldest first. */
  listGroup(atchFileMstId: string): Promise<readonly FileRecord[]>;
  /**
   * Gives the member the group's private files that have no owner (uploads made before sign-up)
   * and answers how many it gave: 0 when another sign-up or the clean-up came first.
   */
  claimGroup(atchFileMstId: string, userId: string): Promise<number>;
  /**
   * Deletes the private files without an owner (unclaimed uploads made before sign-up) created
   * before that instant (ISO 8601), and answers them.
   */
  deleteUnclaimed(createdBefore: string): Promise<readonly FileRecord[]>;
  /** Deletes the member's files and answers them. */
  deleteOwnedBy(userId: string): Promise<readonly FileRecord[]>;
  isContentReferenced(sha256: string): Promise<boolean>;
}

export interface AccessLogEntry {
  readonly menuPath: string;
  readonly accessDt: string;
  readonly userId: string | null;
  readonly ip: string | null;
  readonly userAgent: string | null;
  readonly createdAt: string;
}

export interface AccessLogRepository {
  insert(entry: AccessLogEntry): Promise<void>;
  /** Detaches the member from their visits (withdrawal). */
  forgetUser(userId: string): Promise<void>;
  count(): Promise<number>;
}

/**
 * Which members a directory search wants. Every condition must hold. The repository lists only
 * approved members (accounts with the member role: administrators' accounts are the office's),
 * never the searcher, and matches a region only among members who share it; `keys` are searched
 * as prefixes of the members' search keys (`server/domain/directory/alumni-search-keys.ts`), which hold
 * company and job title only while the member shares them.
 */
export interface DirectoryFilter {
  readonly searcherId: string;
  readonly keys: readonly SearchKey[];
  readonly graduationYear?: number | undefined;
  readonly classNumber?: number | undefined;
  /** 10-digit 시·도 code. */
  readonly city?: string | undefined;
  /** 10-digit 시·군·구 code. */
  readonly sgg?: string | undefined;
  readonly page: number;
  readonly size: number;
}

export interface DirectoryPage {
  /** Most recent class first, then by name, then by id. */
  readonly items: readonly DirectoryEntry[];
  readonly total: number;
}

export interface AlumniDirectoryRepository {
  search(filter: DirectoryFilter): Promise<DirectoryPage>;
  /** Each 시·군·구 where an approved member other than the searcher shares their region, once. */
  places(searcherId: string): Promise<readonly AlumniPlace[]>;
}

export type ThrottleOutcome =
  | { readonly allowed: true; readonly attempt: number }
  | { readonly allowed: false; readonly retryAt: string };

/** Counted attempts (server/domain/shared/attempt-throttle.ts), atomic in the database. */
export interface AttemptThrottleRepository {
  /**
   * Counts an attempt under the key and sets the wait it earns, in one atomic step; refuses
   * (counting nothing) while the key's wait runs, and says until when.
   */
  take(key: string, schedule: ThrottleSchedule, now: Date): Promise<ThrottleOutcome>;
  /** Forgets the keys' counts (after a success). */
  clear(keys: readonly string[]): Promise<void>;
  /** Deletes counts idle since before that instant whose wait is over; answers how many. */
  forgetIdle(before: string): Promise<number>;
}

export interface Repositories {
  readonly accounts: AccountRepository;
  readonly consents: ConsentRepository;
  readonly authCodes: AuthCodeRepository;
  readonly sessions: SessionRepository;
  readonly passwordResets: PasswordResetRepository;
  readonly files: FileRepository;
  readonly accessLogs: AccessLogRepository;
  readonly alumniDirectory: AlumniDirectoryRepository;
  readonly throttles: AttemptThrottleRepository;
}

/** Repositories, outside or inside one transaction. */
export interface Store extends Repositories {
  transaction<T>(work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
