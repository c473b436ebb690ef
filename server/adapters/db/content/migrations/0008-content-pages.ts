import { type Kysely, type Migration, sql } from 'kysely';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The association's pages of text that the office writes (issue 13: 인사말, 조직도, 상징, 설립자,
 * 100주년 기념사업회, 기부 안내, 오시는 길), one row per page, its body sanitised when saved.
 */
export function contentPagesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table site_pages (
        key text primary key,
        body_html text not null,
        body_text text not null,
        updated_at text not null,
        updated_by text not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['site_pages']);
    },
  };
}
