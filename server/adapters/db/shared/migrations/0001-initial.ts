import { type Kysely, type Migration, sql } from 'kysely';
import type { SqlDialect } from '../dialect';
import {
  createIndex,
  createSingleUseTokenTable,
  dropIfThere,
  notNull,
  ownedByAccount,
} from './schema-steps';

/** Accounts, consents, e-mail codes, sessions, password resets, files and the access log. */
export function initialMigration(dialect: SqlDialect): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('accounts')
        .addColumn('user_id', 'text', (column) => column.primaryKey())
        .addColumn('password_hash', 'text', notNull)
        .addColumn('role', 'text', (column) => column.notNull().defaultTo('member'))
        .addColumn('status', 'text', notNull)
        .addColumn('name', 'text')
        .addColumn('birth_date', 'text')
        .addColumn('email', 'text')
        .addColumn('mobile', 'text')
        .addColumn('graduation_year', 'integer')
        .addColumn('class_number', 'integer')
        .addColumn('course', 'text')
        .addColumn('company', 'text')
        .addColumn('job_title', 'text')
        .addColumn('zonecode', 'text')
        .addColumn('addr', 'text')
        .addColumn('daddr', 'text')
        .addColumn('city', 'text')
        .addColumn('sgg', 'text')
        .addColumn('sido', 'text')
        .addColumn('sigungu', 'text')
        .addColumn('profile_image_mst_id', 'text')
        .addColumn('share_phone', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('share_email', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('share_company', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('share_region', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('failed_sign_ins', 'integer', (column) => column.notNull().defaultTo(0))
        .addColumn('locked_until', 'text')
        .addColumn('status_reason', 'text')
        .addColumn('created_at', 'text', notNull)
        .addColumn('updated_at', 'text', notNull)
        .addColumn('approved_at', 'text')
        .addColumn('approved_by', 'text')
        .addColumn('withdrawn_at', 'text')
        .addCheckConstraint(
          'accounts_status',
          sql`status in ('pending', 'approved', 'rejected', 'withdrawn')`,
        )
        .addCheckConstraint('accounts_role', sql`role in ('member', 'admin')`)
        .execute();
      await createIndex(db, 'accounts_email', 'accounts', ['email']);
      await createIndex(db, 'accounts_status_created', 'accounts', ['status', 'created_at']);

      await db.schema
        .createTable('account_consents')
        .addColumn('consent_id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', ownedByAccount)
        .addColumn('kind', 'text', notNull)
        .addColumn('version', 'text', notNull)
        .addColumn('agreed', 'integer', notNull)
        .addColumn('recorded_at', 'text', notNull)
        .execute();
      await createIndex(db, 'account_consents_user', 'account_consents', ['user_id']);

      await db.schema
        .createTable('auth_codes')
        .addColumn('code_id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', notNull)
        .addColumn('purpose', 'text', notNull)
        .addColumn('code_hash', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('attempts_left', 'integer', notNull)
        .addColumn('created_at', 'text', notNull)
        .addColumn('consumed_at', 'text')
        .execute();
      await createIndex(db, 'auth_codes_lookup', 'auth_codes', ['email', 'purpose', 'created_at']);

      await db.schema
        .createTable('token_families')
        .addColumn('family_id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', ownedByAccount)
        .addColumn('created_at', 'text', notNull)
        .addColumn('expires_at', 'text', notNull)
        .addColumn('revoked_at', 'text')
        .addColumn('revoked_reason', 'text')
        .execute();
      await createIndex(db, 'token_families_user', 'token_families', ['user_id']);

      await db.schema
        .createTable('refresh_tokens')
        .addColumn('token_hash', 'text', (column) => column.primaryKey())
        .addColumn('family_id', 'text', (column) =>
          column.notNull().references('token_families.family_id').onDelete('cascade'),
        )
        .addColumn('issued_at', 'text', notNull)
        .addColumn('used_at', 'text')
        .execute();
      await createIndex(db, 'refresh_tokens_family', 'refresh_tokens', ['family_id']);

      await createSingleUseTokenTable(db, 'password_resets');

      await db.schema
        .createTable('attached_files')
        .addColumn('atch_file_id', 'text', (column) => column.primaryKey())
        .addColumn('atch_file_mst_id', 'text', notNull)
        .addColumn('owner_id', 'text', (column) =>
          column.references('accounts.user_id').onDelete('set null'),
        )
        .addColumn('visibility', 'text', notNull)
        .addColumn('file_name', 'text', notNull)
        .addColumn('mime_type', 'text', notNull)
        .addColumn('size', 'integer', notNull)
        .addColumn('sha256', 'text', notNull)
        .addColumn('created_at', 'text', notNull)
        .addCheckConstraint('attached_files_visibility', sql`visibility in ('public', 'private')`)
        .execute();
      await createIndex(db, 'attached_files_group', 'attached_files', [
        'atch_file_mst_id',
        'created_at',
      ]);
      await createIndex(db, 'attached_files_sha256', 'attached_files', ['sha256']);

      await db.schema
        .createTable('access_logs')
        .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (column) =>
          dialect === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement(),
        )
        .addColumn('menu_path', 'text', notNull)
        .addColumn('access_dt', 'text', notNull)
        .addColumn('user_id', 'text', (column) =>
          column.references('accounts.user_id').onDelete('set null'),
        )
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', 'text', notNull)
        .execute();
      await createIndex(db, 'access_logs_created', 'access_logs', ['created_at']);
    },

    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', [
        'access_logs',
        'attached_files',
        'password_resets',
        'refresh_tokens',
        'token_families',
        'auth_codes',
        'account_consents',
        'accounts',
      ]);
    },
  };
}
