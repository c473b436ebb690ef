import type { LibraryCategory } from '../../../src/domain/library/library';

/** The library feature's repository. */

export interface LibraryDocumentRecord {
  readonly id: string;
  readonly category: LibraryCategory;
  readonly title: string;
  readonly description: string;
  readonly atchFileMstId: string;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly updatedBy: string;
}

export interface LibraryQuery {
  readonly category: LibraryCategory | null;
  /** Each word must appear in the title or the description. */
  readonly words: readonly string[];
  readonly page: number;
  readonly size: number;
}

export interface LibraryRepository {
  save(document: LibraryDocumentRecord): Promise<void>;
  find(id: string): Promise<LibraryDocumentRecord | null>;
  delete(id: string): Promise<boolean>;
  /** Newest change first. */
  list(query: LibraryQuery): Promise<{ items: LibraryDocumentRecord[]; total: number }>;
}
