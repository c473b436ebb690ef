import type {
  Album,
  AlbumDraft,
  AlbumSearch,
  AlbumSummary,
  EditableAlbum,
  OfficeAlbumSummary,
} from '../../domain/content/albums';
import type { SiteImage } from '../../domain/content/site-images';
import type { Page } from '../../domain/shared/paging/page';
import type { TransferOptions, UploadFile } from '../files';
import { token } from '../shared/tokens';

/**
 * The galleries' albums, as anyone sees them (published only). A photo's files are public
 * files: their addresses are the files' (`mediaUrl`).
 */
export interface AlbumApi {
  listAlbums(search: AlbumSearch, signal?: AbortSignal): Promise<Page<AlbumSummary>>;
  album(albumId: string, signal?: AbortSignal): Promise<Album>;
}

/** The office's albums and photos (administrators). */
export interface OfficeAlbumApi {
  officeAlbums(search: AlbumSearch, signal?: AbortSignal): Promise<Page<OfficeAlbumSummary>>;
  officeAlbum(albumId: string, signal?: AbortSignal): Promise<EditableAlbum>;
  createAlbum(draft: AlbumDraft): Promise<string>;
  updateAlbum(albumId: string, draft: AlbumDraft): Promise<void>;
  deleteAlbum(albumId: string): Promise<void>;
  /** Uploads a photo; the backend turns it into the site's files (upright, no metadata). */
  uploadSiteImage(file: UploadFile, options?: TransferOptions): Promise<SiteImage>;
}

export const ALBUM_API = token<AlbumApi>('AlbumApi');
export const OFFICE_ALBUM_API = token<OfficeAlbumApi>('OfficeAlbumApi');
