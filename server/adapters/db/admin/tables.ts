import type { Generated } from 'kysely';
import type { PersonalDataAccessKind } from '../../../../src/domain/admin';
import type { CamelCaseRow } from '../shared/schema';

/**
 * The administration's tables: the audit log (append-only: the database refuses UPDATE and
 * DELETE) and the personal-data access records (kept two years; append-only too, but for the
 * retention clean-up's guarded DELETE), added to the shared
 * `DatabaseSchema` by declaration merging (see ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    admin_audit_log: AdminAuditLogTable;
    personal_data_access_records: PersonalDataAccessRecordsTable;
    personal_data_access_retention: PersonalDataAccessRetentionTable;
  }

  interface Tables {
    personalDataAccessRecords: Omit<CamelCaseRow<PersonalDataAccessRecordsTable>, 'kind'> & {
      kind: PersonalDataAccessKind;
    };
  }
}

export interface AdminAuditLogTable {
  /** A running number (bigserial on PostgreSQL: its driver reads it as text). */
  id: Generated<number>;
  at: string;
  actor_id: string;
  ip: string | null;
  action: string;
  target_id: string | null;
  outcome: string;
  detail: string | null;
}

export interface PersonalDataAccessRecordsTable {
  id: Generated<number>;
  at: string;
  actor_id: string;
  ip: string | null;
  member_id: string;
  /** `view` (조회), `update` (수정), `download` (다운로드). */
  kind: string;
  detail: string | null;
}

/**
 * The retention clean-up's cut-off, written and removed inside its own transaction: the records'
 * DELETE trigger lets through only those made before it (migration 0020).
 */
export interface PersonalDataAccessRetentionTable {
  deletes_before: string;
}
