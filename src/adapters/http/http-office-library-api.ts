import { inject, injectable } from 'inversify';
import type { OfficeLibraryApi } from '../../application/library/library-api';
import type { LibraryDraft, LibrarySearch } from '../../domain/library/library';
import { ApiClient } from './api-client';
import { librarySearchQuery } from './library-query';

/** The office's 자료실 (/api/admin/library…). */
@injectable()
export class HttpOfficeLibraryApi implements OfficeLibraryApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  officeLibrary(search: LibrarySearch, signal?: AbortSignal) {
    return this.client.call('officeLibrary', { query: librarySearchQuery(search), signal });
  }

  async createLibraryDocument(draft: LibraryDraft): Promise<string> {
    return (await this.client.call('createLibraryDocument', { body: { ...draft } })).documentId;
  }

  async updateLibraryDocument(documentId: string, draft: LibraryDraft): Promise<void> {
    await this.client.call('updateLibraryDocument', {
      params: { documentId },
      body: { ...draft },
    });
  }

  async deleteLibraryDocument(documentId: string): Promise<void> {
    await this.client.call('deleteLibraryDocument', { params: { documentId } });
  }
}
