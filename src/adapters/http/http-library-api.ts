import { inject, injectable } from 'inversify';
import type { LibraryApi } from '../../application/library/library-api';
import type { LibrarySearch } from '../../domain/library/library';
import { ApiClient } from './api-client';
import { librarySearchQuery } from './library-query';

/** 자료실 (/api/public/library), revalidated by the browser's cache. */
@injectable()
export class HttpLibraryApi implements LibraryApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  listLibrary(search: LibrarySearch, signal?: AbortSignal) {
    return this.client.call('listLibrary', { query: librarySearchQuery(search), signal });
  }
}
