import type {
  EditableLibraryDocument,
  LibraryDocument,
  LibraryDraft,
  LibrarySearch,
} from '../../domain/library/library';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/** 자료실 as anyone sees it. A document's file is downloaded through the FileApi. */
export interface LibraryApi {
  listLibrary(search: LibrarySearch, signal?: AbortSignal): Promise<Page<LibraryDocument>>;
}

/** The office's keeping of 자료실 (administrators); files are uploaded through the FileApi. */
export interface OfficeLibraryApi {
  officeLibrary(
    search: LibrarySearch,
    signal?: AbortSignal,
  ): Promise<Page<EditableLibraryDocument>>;
  createLibraryDocument(draft: LibraryDraft): Promise<string>;
  updateLibraryDocument(documentId: string, draft: LibraryDraft): Promise<void>;
  deleteLibraryDocument(documentId: string): Promise<void>;
}

export const LIBRARY_API = token<LibraryApi>('LibraryApi');
export const OFFICE_LIBRARY_API = token<OfficeLibraryApi>('OfficeLibraryApi');
