import { inject, injectable } from 'inversify';
import type { OfficeAlbumApi } from '../../application/content/album-api';
import type { TransferOptions, UploadFile } from '../../application/files/file-api';
import type { AlbumDraft, AlbumSearch } from '../../domain/content/albums';
import type { SiteImage } from '../../domain/content/site-images';
import { ApiClient } from './api-client';
import { albumSearchQuery } from './album-query';

/** The office's albums (/api/admin/albums…) and photos (/api/admin/images). */
@injectable()
export class HttpOfficeAlbumApi implements OfficeAlbumApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeAlbums(search: AlbumSearch, signal?: AbortSignal) {
    return this.client.call('officeAlbums', { query: albumSearchQuery(search), signal });
  }

  officeAlbum(albumId: string, signal?: AbortSignal) {
    return this.client.call('officeAlbum', { params: { albumId }, signal });
  }

  async createAlbum(draft: AlbumDraft): Promise<string> {
    return (await this.client.call('createAlbum', { body: bodyOf(draft) })).albumId;
  }

  async updateAlbum(albumId: string, draft: AlbumDraft): Promise<void> {
    await this.client.call('updateAlbum', { params: { albumId }, body: bodyOf(draft) });
  }

  async deleteAlbum(albumId: string): Promise<void> {
    await this.client.call('deleteAlbum', { params: { albumId } });
  }

  uploadSiteImage(file: UploadFile, options: TransferOptions = {}): Promise<SiteImage> {
    const form = new FormData();
    form.append('file', file.data, file.name);
    return this.client.upload('uploadSiteImage', {
      form,
      signal: options.signal,
      onProgress: options.onProgress,
    });
  }
}

function bodyOf(draft: AlbumDraft) {
  return { ...draft, photos: draft.photos.map((photo) => ({ ...photo })) };
}
