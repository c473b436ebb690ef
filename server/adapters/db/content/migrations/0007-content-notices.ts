import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The association's notices (issue 13): drafts (`published_at` null) and published ones, pinned
 * first; the body as sanitised HTML and as text (searched); the count of views, and the day's
 * visitors that make each count once (keyed digests, forgotten the next day). The author is not
 * a reference: a notice outlives its writer's account.
 */
export function contentNoticesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table notices (
        id text primary key,
        title text not null,
        body_html text not null,
        body_text text not null,
        pinned integer not null default 0 check (pinned in (0, 1)),
        published_at text,
        attachments_mst_id text,
        attachment_count integer not null default 0,
        author_id text not null,
        views integer not null default 0,
        created_at text not null,
        updated_at text not null
      )`.execute(db);
      await createIndex(db, 'notices_listed', 'notices', ['pinned', 'published_at']);
      await sql`create table notice_views (
        notice_id text not null references notices (id) on delete cascade,
        day text not null,
        visitor text not null,
        primary key (notice_id, day, visitor)
      )`.execute(db);
      await createIndex(db, 'notice_views_day', 'notice_views', ['day']);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['notice_views', 'notices']);
    },
  };
}
