import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/** 자료실 (issue 13 item 5): the association's documents, each a group of public files. */
export function libraryMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table library_documents (
        id text primary key,
        category text not null,
        title text not null,
        description text not null,
        atch_file_mst_id text not null,
        created_at text not null,
        updated_at text not null,
        updated_by text not null
      )`.execute(db);
      await createIndex(db, 'library_documents_listed', 'library_documents', [
        'category',
        'updated_at',
      ]);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['library_documents']);
    },
  };
}
