import { type Kysely, sql } from 'kysely';
import type {
  AlbumListed,
  AlbumPhotoRecord,
  AlbumRecord,
  AlbumRepository,
  ImageHolder,
  SiteImageRecord,
  SiteImageRepository,
} from '../../../application/content/ports';
import type { AlbumKind } from '../../../../src/domain/content/albums';
import type { SiteImageVariant } from '../../../../src/domain/content/site-images';
import { countRows, rowWhere } from '../shared/rows';
import type { Tables } from '../shared/schema';

/** Drafts (the office's list only) first, then by the day taken, newest first. */
const LIST_ORDER = sql`case when albums.published_at is null then 0 else 1 end,
  coalesce(albums.taken_on, albums.published_at, albums.created_at) desc, albums.created_at desc,
  albums.id`;

export class KyselyAlbumRepository implements AlbumRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async save(album: AlbumRecord, photos: readonly AlbumPhotoRecord[]): Promise<void> {
    const { id, ...changes } = album;
    await this.db
      .insertInto('albums')
      .values(album)
      .onConflict((conflict) => conflict.column('id').doUpdateSet(changes))
      .execute();
    await this.db.deleteFrom('albumPhotos').where('albumId', '=', id).execute();
    if (photos.length > 0) {
      await this.db
        .insertInto('albumPhotos')
        .values(photos.map((photo, position) => ({ albumId: id, position, ...photo })))
        .execute();
    }
  }

  async find(id: string): Promise<AlbumRecord | null> {
    const row = await rowWhere(this.db, 'albums', 'id', id);
    return row && { ...row, kind: row.kind as AlbumKind };
  }

  photos(id: string): Promise<AlbumPhotoRecord[]> {
    return this.db
      .selectFrom('albumPhotos')
      .select(['imageId', 'alt', 'caption'])
      .where('albumId', '=', id)
      .orderBy('position')
      .execute();
  }

  async list(query: {
    kind: AlbumKind;
    publishedOnly: boolean;
    page: number;
    size: number;
  }): Promise<{ items: AlbumListed[]; total: number }> {
    let albums = this.db.selectFrom('albums').where('albums.kind', '=', query.kind);
    if (query.publishedOnly) albums = albums.where('albums.publishedAt', 'is not', null);
    const [total, rows] = await Promise.all([
      countRows(albums),
      albums
        .leftJoin('albumPhotos as cover', (join) =>
          join.onRef('cover.albumId', '=', 'albums.id').on('cover.position', '=', 0),
        )
        .selectAll('albums')
        .select((eb) => [
          'cover.imageId as coverImageId',
          'cover.alt as coverAlt',
          'cover.caption as coverCaption',
          eb
            .selectFrom('albumPhotos')
            .whereRef('albumPhotos.albumId', '=', 'albums.id')
            .select((count) => count.fn.countAll<number | string>().as('photos'))
            .as('photoCount'),
        ])
        .orderBy(LIST_ORDER)
        .limit(query.size)
        .offset((query.page - 1) * query.size)
        .execute(),
    ]);
    return {
      total,
      items: rows.map(({ coverImageId, coverAlt, coverCaption, photoCount, ...album }) => ({
        ...album,
        kind: album.kind as AlbumKind,
        // PostgreSQL counts in bigint, which its driver gives as text.
        photoCount: Number(photoCount ?? 0),
        cover:
          coverImageId === null
            ? null
            : { imageId: coverImageId, alt: coverAlt ?? '', caption: coverCaption ?? '' },
      })),
    };
  }

  async delete(id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('albums').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

export class KyselySiteImageRepository implements SiteImageRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(image: SiteImageRecord): Promise<void> {
    await this.db
      .insertInto('siteImages')
      .values({ ...image, variants: JSON.stringify(image.variants) })
      .execute();
  }

  async findMany(imageIds: readonly string[]): Promise<SiteImageRecord[]> {
    if (imageIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('siteImages')
      .selectAll()
      .where('imageId', 'in', [...new Set(imageIds)])
      .execute();
    return rows.map((row) => ({
      ...row,
      variants: JSON.parse(row.variants) as SiteImageVariant[],
    }));
  }

  async listUnheldBefore(createdBefore: string, limit: number): Promise<SiteImageRecord[]> {
    const rows = await this.db
      .selectFrom('siteImages')
      .selectAll()
      .where('createdAt', '<', createdBefore)
      .where(UNHELD)
      .orderBy('createdAt')
      .orderBy('imageId')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      variants: JSON.parse(row.variants) as SiteImageVariant[],
    }));
  }

  async hold(holder: ImageHolder, imageIds: readonly string[]): Promise<void> {
    await this.db
      .deleteFrom('siteImageHolders')
      .where('holderKind', '=', holder.kind)
      .where('holderId', '=', holder.id)
      .execute();
    const held = [...new Set(imageIds)];
    if (held.length === 0) return;
    await this.db
      .insertInto('siteImageHolders')
      .values(held.map((imageId) => ({ imageId, holderKind: holder.kind, holderId: holder.id })))
      .execute();
  }

  async deleteIfUnheld(imageId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('siteImages')
      .where('imageId', '=', imageId)
      .where(UNHELD)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}

/** Nothing holds the image: no notice, page, album or company (SiteImages.hold). */
const UNHELD = sql<boolean>`not exists (
    select 1 from site_image_holders where site_image_holders.image_id = site_images.image_id
  )`;
