import { inject, injectable } from 'inversify';
import type { AlbumApi } from '../../application/content/album-api';
import type { AlbumSearch } from '../../domain/content/albums';
import { albumSearchQuery } from './album-query';
import { ApiClient } from './api-client';

/** The galleries' albums (/api/public/albums…), revalidated by the browser's cache. */
@injectable()
export class HttpAlbumApi implements AlbumApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listAlbums(search: AlbumSearch, signal?: AbortSignal) {
    return this.client.call('listAlbums', { query: albumSearchQuery(search), signal });
  }

  album(albumId: string, signal?: AbortSignal) {
    return this.client.call('album', { params: { albumId }, signal });
  }
}
