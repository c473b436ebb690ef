import { inject, injectable } from 'inversify';
import type { AlbumApi, OfficeAlbumApi } from '../../application/content/album-api';
import type { TransferOptions, UploadFile } from '../../application/files/file-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  type Album,
  type AlbumDraft,
  type AlbumPhoto,
  type AlbumSearch,
  type AlbumSummary,
  type EditableAlbum,
  NO_SUCH_ALBUM,
  NOT_A_DAY,
  type OfficeAlbumSummary,
  UNKNOWN_PHOTO,
  albumDraftRefusal,
  savedAlbumFieldsOf,
} from '../../domain/content/albums';
import {
  albumPhotoOf,
  albumSummaryOf,
  editableAlbumOf,
  publicAlbumOf,
} from '../../domain/content/album-views';
import type { SiteImage } from '../../domain/content/site-images';
import { parseCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { clampPageRequest, type Page } from '../../domain/shared/paging/page';
import { sanitizeFileName } from '../../contract/shared/content-disposition';
import { type FakeAlbum, FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';
import { storeFakeSiteImage } from './fake-site-images';

/** The albums as the fake backend keeps them: what both sides read. */
abstract class FakeAlbumStore {
  constructor(protected readonly backend: FakeBackend) {}

  protected find(albumId: string, publishedOnly: boolean): FakeAlbum {
    const album = this.backend.albums.find((candidate) => candidate.id === albumId);
    if (!album || (publishedOnly && album.publishedAt === null)) {
      throw refusal('notFound', NO_SUCH_ALBUM);
    }
    return album;
  }

  protected page(search: AlbumSearch, publishedOnly: boolean): Page<OfficeAlbumSummary> {
    const { page, size } = clampPageRequest(search);
    const albums = this.backend.albums
      .filter((album) => album.kind === search.kind)
      .filter((album) => !publishedOnly || album.publishedAt !== null)
      .sort(
        (a, b) =>
          Number(a.publishedAt !== null) - Number(b.publishedAt !== null) ||
          dayOf(b).localeCompare(dayOf(a)) ||
          b.createdAt.localeCompare(a.createdAt),
      );
    const items = albums.slice((page - 1) * size, page * size).map((album) => {
      const photos = this.photosOf(album);
      return {
        ...albumSummaryOf(album, photos.length, photos[0] ?? null),
        published: album.publishedAt !== null,
      };
    });
    return { items, page, size, total: albums.length };
  }

  protected viewOf(album: FakeAlbum): EditableAlbum {
    return editableAlbumOf(album, this.photosOf(album));
  }

  private photosOf(album: FakeAlbum): AlbumPhoto[] {
    return album.photos.flatMap((photo) => albumPhotoOf(photo, this.backend.siteImages) ?? []);
  }
}

/** The galleries as anyone sees them: published albums only. */
@injectable()
export class FakeAlbumApi extends FakeAlbumStore implements AlbumApi {
  constructor(@inject(FakeBackend) backend: FakeBackend) {
    super(backend);
  }

  async listAlbums(search: AlbumSearch): Promise<Page<AlbumSummary>> {
    return this.page(search, true);
  }

  async album(albumId: string): Promise<Album> {
    return publicAlbumOf(this.viewOf(this.find(albumId, true)));
  }
}

/**
 * The office's albums and photos, with the server's rules and refusals (alternative text before
 * publishing, photos only of the office's uploads), audited. It cannot resize: every width of a
 * photo is the uploaded file.
 */
@injectable()
export class FakeOfficeAlbumApi extends FakeAlbumStore implements OfficeAlbumApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) backend: FakeBackend) {
    super(backend);
    this.office = new FakeOfficeAudit(backend);
  }

  async officeAlbums(search: AlbumSearch): Promise<Page<OfficeAlbumSummary>> {
    this.office.requireAdministrator();
    return this.page(search, false);
  }

  async officeAlbum(albumId: string): Promise<EditableAlbum> {
    this.office.requireAdministrator();
    return this.viewOf(this.find(albumId, false));
  }

  createAlbum(draft: AlbumDraft): Promise<string> {
    const albumId = this.backend.nextId('album');
    return this.office.audited(
      AUDIT_ACTIONS.createAlbum,
      albumId,
      () => {
        const now = this.backend.clock.now().toISOString();
        this.backend.albums.push({ id: albumId, createdAt: now, ...this.saved(draft, null) });
        return albumId;
      },
      draft.title.trim(),
    );
  }

  updateAlbum(albumId: string, draft: AlbumDraft): Promise<void> {
    return this.office.audited(
      AUDIT_ACTIONS.updateAlbum,
      albumId,
      () => {
        const album = this.backend.albums.find((candidate) => candidate.id === albumId);
        if (!album) throw refusal('notFound', NO_SUCH_ALBUM);
        Object.assign(album, this.saved(draft, album.publishedAt));
      },
      draft.title.trim(),
    );
  }

  deleteAlbum(albumId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.deleteAlbum, albumId, () => {
      const before = this.backend.albums.length;
      this.backend.albums = this.backend.albums.filter((album) => album.id !== albumId);
      if (this.backend.albums.length === before) throw refusal('notFound', NO_SUCH_ALBUM);
    });
  }

  async uploadSiteImage(file: UploadFile, options: TransferOptions = {}): Promise<SiteImage> {
    options.signal?.throwIfAborted();
    const imageId = this.backend.nextId('image');
    const uploaderId = this.office.requireAdministrator();
    return this.office.audited(
      AUDIT_ACTIONS.uploadSiteImage,
      imageId,
      () => storeFakeSiteImage(this.backend, { imageId, uploaderId }, file, options),
      sanitizeFileName(file.name),
    );
  }

  private saved(draft: AlbumDraft, publishedBefore: string | null) {
    const problem = albumDraftRefusal(draft);
    if (problem) throw refusal('invalidInput', problem);
    if (draft.takenOn !== null && !parseCalendarDate(draft.takenOn)) {
      throw refusal('invalidInput', NOT_A_DAY);
    }
    if (draft.photos.some((photo) => !this.backend.siteImages.has(photo.imageId))) {
      throw refusal('invalidInput', UNKNOWN_PHOTO);
    }
    const now = this.backend.clock.now().toISOString();
    return savedAlbumFieldsOf(draft, publishedBefore, now);
  }
}

function dayOf(album: FakeAlbum): string {
  return album.takenOn ?? album.publishedAt ?? album.createdAt;
}
