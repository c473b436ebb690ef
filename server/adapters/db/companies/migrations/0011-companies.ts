import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * 동문 기업 홍보 (issue 13): members' company listings, each approved by the office before it is
 * public. A listing goes with its owner's account; its logo is one of the site's processed
 * images.
 */
export function companiesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table companies (
        id text primary key,
        owner_id text not null references accounts (user_id) on delete cascade,
        name text not null,
        category text not null,
        summary text not null,
        phone text not null,
        website text not null,
        address text not null,
        logo_image_id text references site_images (image_id),
        status text not null,
        reject_reason text,
        created_at text not null,
        updated_at text not null,
        reviewed_at text,
        reviewed_by text
      )`.execute(db);
      await createIndex(db, 'companies_by_status', 'companies', ['status', 'updated_at']);
      await createIndex(db, 'companies_by_owner', 'companies', ['owner_id']);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['companies']);
    },
  };
}
