import type { AudienceMember } from '../../../src/domain/messages';
import type { Readable } from 'node:stream';
import type { AccountStatus, MemberRole } from '../../../src/domain/shared/member/member-profile';
import type { AccountProfile, AccountRecord } from '../../domain/shared/account';

import type { ThrottleSchedule } from '../../domain/shared/attempt-throttle';

/**
 * The server's ports that several features use: what a use case needs from outside, as
 * interfaces. A feature's own repositories are in its `ports.ts` (`application/<feature>/`).
 */

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
/**
 * Encryption of secrets the server must read back (the administrators' TOTP secrets): sealed
 * with a key of its own, and bound to what they belong to (`about`, e.g. the user id), so that
 * a sealed value copied to another row does not open.
 */
export interface SecretSealer {
  seal(plain: string, about: string): string;
  /** Throws when the value was not sealed with this key for `about`, or was changed. */
  open(sealed: string, about: string): string;
}

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

/**
 * Heavy work other than hashing (photos now, receipts' PDFs later) runs in bounded queues of its
 * own; beyond the queue's limit a job is refused at once with this, answered "try again shortly".
 */
export class HeavyWorkBusyError extends Error {
  override readonly name = 'HeavyWorkBusyError';
  constructor(what: string) {
    super(`${what} is at its limit`);
  }
}

export interface AccessTokenClaims {
  /** The member's user id (spec section 3). */
  readonly sub: string;
  /** The sign-in (refresh token family) this token belongs to. */
  readonly sid: string;
  readonly role: MemberRole;
  /**
   * The sign-in passed the second factor (RFC 8176's `amr` names `otp`): the office's calls
   * need it, whatever the role.
   */
  readonly secondFactor: boolean;
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
  /** An HTML part beside the text (the office's messages, written in the notices' editor). */
  readonly html?: string;
  readonly attachments?: readonly MailAttachment[];
  /**
   * Extra headers, e.g. a bulk message's `List-Unsubscribe` and `List-Unsubscribe-Post`
   * (RFC 8058). Never `From`, `To`, `Subject` or `Message-ID`: the transport sets those.
   */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface MailAttachment {
  readonly fileName: string;
  readonly contentType: string;
  readonly content: Buffer;
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

/** An administrator the office's notices are mailed to. */
export interface AdministratorContact {
  readonly userId: string;
  readonly name: string | null;
  readonly email: string;
}

export interface AccountRepository {
  find(userId: string): Promise<AccountRecord | null>;
  /** The account's profile alone: only the columns it needs are read (every /me call). */
  findProfile(userId: string): Promise<AccountProfile | null>;
  exists(userId: string): Promise<boolean>;
  insert(account: AccountRecord): Promise<void>;
  update(userId: string, changes: Partial<Omit<AccountRecord, 'userId'>>): Promise<void>;
  findByEmail(email: string): Promise<readonly AccountRecord[]>;
  /**
   * Every approved, unlocked administrator with an e-mail address, however many accounts there
   * are: whom the office's notices go to (a new application, an enrolled second factor).
   */
  listAdministratorContacts(): Promise<readonly AdministratorContact[]>;
  /** Approved members the office has not locked, as the office's messages pick them. */
  listAudienceMembers(): Promise<readonly AudienceMember[]>;
  count(): Promise<number>;
  /** How many accounts are in each state (one that none is in counts 0). */
  countByStatus(): Promise<Record<AccountStatus, number>>;
  /**
   * The applications refused (status `rejected`) last changed before that instant whose personal
   * data is not erased yet (retention).
   */
  rejectedBefore(before: string): Promise<AccountRecord[]>;
  /** When each account made since `fromIso` (ISO UTC) was created. */
  createdSince(fromIso: string): Promise<string[]>;
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

/**
 * Runs work in one database transaction: every repository called while `work` runs (a use
 * case's own, or another feature's through its application entry) takes part in it, and all of
 * it commits or none does. Work run inside a transaction already open joins it.
 */
export interface Transactions {
  run<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Work that must wait for the open transaction's commit (a message delivered only once the
 * change that caused it is kept): run after the commit, before `run` returns; dropped when the
 * transaction rolls back; run at once when no transaction is open.
 */
export interface TransactionHooks {
  afterCommit(task: () => Promise<void>): Promise<void>;
}
