import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  ALBUM_PAGE_SIZE,
  type AlbumDraft,
  type AlbumKind,
  type AlbumSummary,
  albumDraftRefusal,
  NO_SUCH_ALBUM,
  NOT_A_DAY,
  savedAlbumFieldsOf,
  UNKNOWN_PHOTO,
} from '../../../src/domain/content/albums';
import {
  albumPhotoOf,
  albumSummaryOf,
  editableAlbumOf,
  publicAlbumOf,
} from '../../../src/domain/content/album-views';
import { variantFor } from '../../../src/domain/content/site-images';
import { parseCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError } from '../shared/app-error';
import type { Clock, Random, Transactions } from '../shared/ports';
import type { AlbumListed, AlbumRecord, AlbumRepository } from './ports';
import type { SiteImages } from './site-images';

/** The width of a link preview's image (KakaoTalk and Facebook show about 800–1200 px). */
const PREVIEW_WIDTH = 1024;

export interface AlbumsDependencies {
  readonly albums: AlbumRepository;
  /** The photos' records, and who holds them. */
  readonly siteImages: SiteImages;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
  readonly transactions: Transactions;
}

export interface AlbumListSearch {
  readonly kind: AlbumKind;
  readonly page?: number;
  readonly size?: number;
}

/**
 * The galleries' albums: visitors see published ones; the office makes, edits, orders, publishes
 * and deletes them (audited). A photo is named by its processed image's id; an album may only
 * hold photos the server made, and holds them (SiteImages.hold) until it lets them go.
 */
export class Albums {
  constructor(private readonly deps: AlbumsDependencies) {}

  listAlbums(search: AlbumListSearch): Promise<DataOf<'listAlbums'>> {
    return this.page(search, true, (summary) => summary);
  }

  async album(albumId: string): Promise<DataOf<'album'>> {
    const album = await this.deps.albums.find(albumId);
    if (!album || album.publishedAt === null) throw new AppError('notFound', NO_SUCH_ALBUM);
    return publicAlbumOf(await this.viewOf(album));
  }

  /**
   * A published album's title, description and cover (its 1024-px JPEG, or the widest under it),
   * for the head of its page; null when there is no such published album.
   */
  async preview(
    albumId: string,
  ): Promise<{ title: string; description: string; imageFileId: string | null } | null> {
    const album = await this.deps.albums.find(albumId);
    if (!album || album.publishedAt === null) return null;
    const [first] = await this.deps.albums.photos(albumId);
    const cover = first
      ? (await this.deps.siteImages.byId([first.imageId])).get(first.imageId)
      : null;
    const variant = cover ? variantFor(cover, PREVIEW_WIDTH) : null;
    return {
      title: album.title,
      description: album.description,
      imageFileId: variant?.jpeg ?? null,
    };
  }

  officeAlbums(search: AlbumListSearch): Promise<DataOf<'officeAlbums'>> {
    return this.page(search, false, (summary, album) => ({
      ...summary,
      published: album.publishedAt !== null,
    }));
  }

  async officeAlbum(albumId: string): Promise<DataOf<'officeAlbum'>> {
    const album = await this.deps.albums.find(albumId);
    if (!album) throw new AppError('notFound', NO_SUCH_ALBUM);
    return this.viewOf(album);
  }

  createAlbum(actor: AdminActor, draft: AlbumDraft): Promise<{ albumId: string }> {
    const albumId = this.deps.random.id();
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.createAlbum,
      albumId,
      async () => {
        await this.save(actor, albumId, draft, null);
        return { albumId };
      },
      draft.title.trim(),
    );
  }

  updateAlbum(actor: AdminActor, albumId: string, draft: AlbumDraft): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updateAlbum,
      albumId,
      async () => {
        const before = await this.deps.albums.find(albumId);
        if (!before) throw new AppError('notFound', NO_SUCH_ALBUM);
        await this.save(actor, albumId, draft, before);
      },
      draft.title.trim(),
    );
  }

  deleteAlbum(actor: AdminActor, albumId: string): Promise<void> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.deleteAlbum, albumId, () =>
      this.deps.transactions.run(async () => {
        if (!(await this.deps.albums.delete(albumId))) {
          throw new AppError('notFound', NO_SUCH_ALBUM);
        }
        await this.deps.siteImages.release({ kind: 'album', id: albumId });
      }),
    );
  }

  private async save(
    actor: AdminActor,
    albumId: string,
    draft: AlbumDraft,
    before: AlbumRecord | null,
  ): Promise<void> {
    const refusal = albumDraftRefusal(draft);
    if (refusal) throw new AppError('invalidInput', refusal);
    if (draft.takenOn !== null && !parseCalendarDate(draft.takenOn)) {
      throw new AppError('invalidInput', NOT_A_DAY);
    }
    const known = await this.deps.siteImages.byId(draft.photos.map((photo) => photo.imageId));
    if (draft.photos.some((photo) => !known.has(photo.imageId))) {
      throw new AppError('invalidInput', UNKNOWN_PHOTO);
    }
    const now = this.deps.clock.now().toISOString();
    const { photos, ...fields } = savedAlbumFieldsOf(draft, before?.publishedAt ?? null, now);
    await this.deps.transactions.run(async () => {
      await this.deps.albums.save(
        {
          id: albumId,
          ...fields,
          createdAt: before?.createdAt ?? now,
          updatedBy: actor.id,
        },
        photos,
      );
      await this.deps.siteImages.hold(
        { kind: 'album', id: albumId },
        photos.map((photo) => photo.imageId),
      );
    });
  }

  private async page<Item>(
    search: AlbumListSearch,
    publishedOnly: boolean,
    itemOf: (summary: AlbumSummary, album: AlbumListed) => Item,
  ) {
    const page = search.page ?? 1;
    const size = search.size ?? ALBUM_PAGE_SIZE;
    const found = await this.deps.albums.list({
      kind: search.kind,
      publishedOnly,
      page,
      size,
    });
    const images = await this.deps.siteImages.byId(
      found.items.flatMap((album) => (album.cover ? [album.cover.imageId] : [])),
    );
    const items = found.items.map((album) => {
      const cover = album.cover && albumPhotoOf(album.cover, images);
      return itemOf(albumSummaryOf(album, album.photoCount, cover), album);
    });
    return { items, total: found.total, page, size };
  }

  private async viewOf(album: AlbumRecord): Promise<DataOf<'officeAlbum'>> {
    const stored = await this.deps.albums.photos(album.id);
    const images = await this.deps.siteImages.byId(stored.map((photo) => photo.imageId));
    const photos = stored.flatMap((photo) => albumPhotoOf(photo, images) ?? []);
    return editableAlbumOf(album, photos);
  }
}
