import type { Kysely, Migration } from 'kysely';
import type { SqlDialect } from '../shared/dialect';
import type { Tables } from '../shared/schema';
import { KyselyAuditLogRepository } from './audit-log-repository';
import { adminAuditMigration } from './migrations/0004-admin-audit';
import { officeLockMigration } from './migrations/0006-office-lock';
import { accessRecordsAppendOnlyMigration } from './migrations/0020-admin-access-records-append-only';
import { KyselyOfficeMemberRepository } from './office-member-repository';
import { KyselyPersonalDataAccessRepository } from './personal-data-access-repository';

export type { AdminAuditLogTable, PersonalDataAccessRecordsTable } from './tables';

/** The administration's repositories, over a database or a transaction. */
export function adminRepositories(db: Kysely<Tables>) {
  return {
    auditLog: new KyselyAuditLogRepository(db),
    personalDataAccess: new KyselyPersonalDataAccessRepository(db),
    officeMembers: new KyselyOfficeMemberRepository(db),
  };
}

/** The administration's migrations (server/features.ts). */
export function adminMigrations(dialect: SqlDialect): Record<string, Migration> {
  return {
    '0004-admin-audit': adminAuditMigration(dialect),
    '0006-office-lock': officeLockMigration(),
    '0020-admin-access-records-append-only': accessRecordsAppendOnlyMigration(dialect),
  };
}
