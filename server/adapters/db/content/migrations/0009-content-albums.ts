import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The association's photos and albums (issue 13 items 2 and 4). A photo (`site_images`) is
 * processed once on upload; its files of each width are public files of the files feature, in
 * a group named by the image's id, listed here as JSON (`variants`). An album holds photos in
 * order, each with its alternative text; drafts have no `published_at`.
 */
export function contentAlbumsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table site_images (
        image_id text primary key,
        width integer not null,
        height integer not null,
        variants text not null,
        created_by text not null,
        created_at text not null
      )`.execute(db);
      await sql`create table albums (
        id text primary key,
        kind text not null,
        title text not null,
        description text not null,
        taken_on text,
        published_at text,
        created_at text not null,
        updated_at text not null,
        updated_by text not null
      )`.execute(db);
      await createIndex(db, 'albums_listed', 'albums', ['kind', 'published_at']);
      await sql`create table album_photos (
        album_id text not null references albums (id) on delete cascade,
        position integer not null,
        image_id text not null references site_images (image_id),
        alt text not null,
        caption text not null,
        primary key (album_id, position)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['album_photos', 'albums', 'site_images']);
    },
  };
}
