import type { AuditEntry, PersonalDataAccess } from '../../../src/domain/admin';

export type { AuditEntry, PersonalDataAccess };

/** The administration's own repositories: the audit log and the personal-data access records. */

export type NewAuditEntry = Omit<AuditEntry, 'id'>;

/** Which entries: each given field narrows; `from` inclusive, `to` exclusive (ISO instants). */
export interface AuditFilter {
  readonly actorId?: string;
  readonly targetId?: string;
  readonly action?: string;
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

declare module '../shared/ports' {
  interface Repositories {
    readonly auditLog: AuditLogRepository;
    readonly personalDataAccess: PersonalDataAccessRepository;
  }
}
