import { type Kysely, type Migration, sql } from 'kysely';
import { siteMediaFileIdsIn } from '../../../../../src/domain/content/rich-text';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/** Rows written by one statement (well under SQLite's limit on a statement's values). */
const ROWS_PER_INSERT = 300;

interface HolderRow {
  readonly imageId: string;
  readonly holderKind: 'notice' | 'page' | 'album' | 'company';
  readonly holderId: string;
}

/**
 * What holds each photo (issue 28): a notice's or a page's body (a photo it shows or links), an
 * album, a company's logo, written by the holder when saved; the clean-up of unused photos reads
 * this alone. Filled here from what the site holds already, so a deployed site keeps its photos:
 * a body holds a photo when it names one of its files (the same rule as when a body is saved).
 */
export function contentImageHoldersMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table site_image_holders (
        image_id text not null references site_images (image_id),
        holder_kind text not null,
        holder_id text not null,
        primary key (image_id, holder_kind, holder_id)
      )`.execute(db);
      await createIndex(db, 'site_image_holders_by_holder', 'site_image_holders', [
        'holder_kind',
        'holder_id',
      ]);
      await insertAll(db, await existingHolders(db));
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['site_image_holders']);
    },
  };
}

async function existingHolders(db: Kysely<unknown>): Promise<HolderRow[]> {
  const images = await sql<{
    image_id: string;
    variants: string;
  }>`select image_id, variants from site_images`.execute(db);
  const imageOfFile = new Map<string, string>();
  for (const image of images.rows) {
    for (const variant of JSON.parse(image.variants) as { webp: string; jpeg: string }[]) {
      imageOfFile.set(variant.webp, image.image_id);
      imageOfFile.set(variant.jpeg, image.image_id);
    }
  }
  const shownIn = (holderKind: 'notice' | 'page', holderId: string, html: string) =>
    [...new Set(siteMediaFileIdsIn(html).flatMap((fileId) => imageOfFile.get(fileId) ?? []))].map(
      (imageId): HolderRow => ({ imageId, holderKind, holderId }),
    );

  const notices = await sql<{ id: string; body_html: string }>`
    select id, body_html from notices`.execute(db);
  const pages = await sql<{ key: string; body_html: string }>`
    select key, body_html from site_pages`.execute(db);
  const albums = await sql<{ album_id: string; image_id: string }>`
    select distinct album_id, image_id from album_photos`.execute(db);
  const logos = await sql<{ id: string; logo_image_id: string }>`
    select id, logo_image_id from companies where logo_image_id is not null`.execute(db);
  return [
    ...notices.rows.flatMap((notice) => shownIn('notice', notice.id, notice.body_html)),
    ...pages.rows.flatMap((page) => shownIn('page', page.key, page.body_html)),
    ...albums.rows.map((photo): HolderRow => ({
      imageId: photo.image_id,
      holderKind: 'album',
      holderId: photo.album_id,
    })),
    ...logos.rows.map((company): HolderRow => ({
      imageId: company.logo_image_id,
      holderKind: 'company',
      holderId: company.id,
    })),
  ];
}

async function insertAll(db: Kysely<unknown>, rows: readonly HolderRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const values = rows
      .slice(start, start + ROWS_PER_INSERT)
      .map((row) => sql`(${row.imageId}, ${row.holderKind}, ${row.holderId})`);
    await sql`insert into site_image_holders (image_id, holder_kind, holder_id)
      values ${sql.join(values)}`.execute(db);
  }
}
