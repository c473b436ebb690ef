import type { NameRequest, RecordNames } from '../../../src/domain/admin/record-names';
import type { ConsentAnswer } from '../../../src/domain/accounts';
import type { AuditEntry, MemberSummary, PersonalDataAccess } from '../../../src/domain/admin';
import type { AccountStatus } from '../../../src/domain/shared/member/member-profile';
import type { AccountRecord } from '../../domain/shared/account';

export type { AuditEntry, PersonalDataAccess };

/** The administration's own repositories: the audit log and the personal-data access records. */

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

/** Which entries: each given field narrows; `from` inclusive, `to` exclusive (ISO instants). */
export interface AuditFilter {
  readonly actorId?: string;
  readonly targetId?: string;
  readonly action?: string;
  /** Any of these actions. */
  readonly actions?: readonly string[];
  readonly from?: string;
  readonly to?: string;
}

/**
 * Append-only: there is no way to change or remove an entry (and the database refuses both,
 * server/adapters/db/admin/migrations/0004-admin-audit.ts).
 */
export interface AuditLogRepository {
  append(entry: NewAuditEntry): Promise<void>;
  /** The newest first. */
  search(
    filter: AuditFilter,
    page: { readonly page: number; readonly size: number },
  ): Promise<{ readonly items: readonly AuditEntry[]; readonly total: number }>;
  /** At most `limit` entries, the oldest first (the CSV export). */
  list(filter: AuditFilter, limit: number): Promise<readonly AuditEntry[]>;
}

/** One access to a member's personal data by an administrator (안전성 확보조치 기준 §8). */
export type NewPersonalDataAccess = Omit<PersonalDataAccess, 'id'>;

export interface PersonalDataAccessRepository {
  record(accesses: readonly NewPersonalDataAccess[]): Promise<void>;
  /** Those from `from` (inclusive) to `to` (exclusive), the oldest first, at most `limit`. */
  between(from: string, to: string, limit: number): Promise<readonly PersonalDataAccess[]>;
  /** Deletes those from before the instant (kept two years); answers how many. */
  deleteBefore(before: string): Promise<number>;
}

/** A member as a row of the office's lists shows them, but for the namesakes (looked up apart). */
export type OfficeMemberRow = Omit<MemberSummary, 'sameNameAndBirthDate'>;

/** A name as the office searches it: its initial consonants, or text in the name or the id. */
export type OfficeNameQuery =
  | { readonly kind: 'initials'; readonly initials: string }
  | { readonly kind: 'text'; readonly text: string };

/** Which accounts the office looks for; each given field narrows. */
export interface OfficeMemberFilter {
  readonly status?: AccountStatus;
  readonly query?: OfficeNameQuery;
  readonly graduationYear?: number;
  readonly classNumber?: number;
  readonly lockedOnly?: boolean;
}

/** The office's reading of the accounts: every state, by name, 초성, id, class. */
export interface OfficeMemberRepository {
  /** Pending applications oldest first (the queue's order); other lists newest first. */
  search(
    filter: OfficeMemberFilter,
    page: { readonly page: number; readonly size: number },
  ): Promise<{ readonly items: readonly OfficeMemberRow[]; readonly total: number }>;
  /**
   * For each given account with a name and a birth date, the other accounts (not withdrawn) with
   * the same name and birth date, in one query; accounts without any are absent.
   */
  namesakes(
    members: readonly { userId: string; name: string | null; birthDate: string | null }[],
  ): Promise<ReadonlyMap<string, readonly string[]>>;
  /**
   * How many approved, unlocked administrators other than this account there are. Inside a
   * transaction on PostgreSQL their rows stay locked until it ends, so that two administrators
   * demoted at once cannot each count the other and leave none.
   */
  countOtherActiveAdministrators(userId: string): Promise<number>;
  /**
   * The names of these accounts that have one (an erased account has none), for the audit
   * log's and the access records' pages: read when shown, so that an erasure erases them there.
   */
  namesOf(userIds: readonly string[]): Promise<ReadonlyMap<string, string>>;
}

/*
 * What the office's actions need of other features, each named for what it does; the
 * composition root hands each the other feature's entry.
 */

/** The accounts' erasure of an account (withdrawal), which the office's withdrawal also uses. */
export interface AccountErasure {
  /**
   * Erases the account's personal data, ends its sign-ins, deletes its files and detaches its
   * visits and donor record; `reason` is kept as its status reason. `check` runs first, in the
   * same transaction (the office's: not the last administrator).
   */
  erase(
    account: AccountRecord,
    reason: string | null,
    revokedBecause: string,
    check?: () => Promise<void>,
  ): Promise<void>;
}

/**
 * The names of what the records mention beyond accounts: donors, donations, receipts, funds (the
 * donations feature's entry), by `<kind>:<id>`.
 */
export interface OtherRecordNames {
  namesOf(request: Omit<NameRequest, 'account'>): Promise<RecordNames>;
}

/** The session feature's ending of every sign-in of an account (a lock, a role changed). */
export interface SessionEnding {
  /** Called inside a transaction (Transactions.run), it takes part in it. */
  endSessionsOf(userId: string, reason: string, at: string): Promise<void>;
}

/** The accounts' one-time password-reset tokens, which the office mails as a link. */
export interface PasswordResetIssuer {
  /** A new token for the account, good for `ttlMs`, handed back (only its digest is kept). */
  issue(userId: string, ttlMs: number): Promise<string>;
}

/** The accounts' records of a member's consents, which the office's detail page shows. */
export interface MemberConsents {
  /** Every answer the member gave, in any order. */
  listFor(userId: string): Promise<readonly ConsentAnswer[]>;
}
