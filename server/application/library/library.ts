import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { UNKNOWN_FILE_GROUP } from '../../../src/domain/shared/attachments/attached-file';
import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  LIBRARY_PAGE_SIZE,
  type LibraryCategory,
  type LibraryDraft,
  libraryDraftRefusal,
  librarySearchWords,
  NO_SUCH_DOCUMENT,
  savedLibraryFieldsOf,
} from '../../../src/domain/library/library';
import type { AdminActor, AdminAudit } from '../admin';
import { attachedFileOf, type FileGroups } from '../files';
import { AppError } from '../shared/app-error';
import type { Clock, Random } from '../shared/ports';
import type { LibraryDocumentRecord, LibraryRepository } from './ports';

export interface LibrarySearchInput {
  readonly category?: LibraryCategory;
  readonly query?: string;
  readonly page?: number;
  readonly size?: number;
}

/**
 * 자료실: anyone lists the documents (each with its newest file and its downloads, counted by the
 * files feature on each download); the office adds, changes and removes them, audited. The files
 * uploaded for a document become the association's when it is saved.
 */
export interface LibraryDependencies {
  readonly library: LibraryRepository;
  /** The files feature's entry: the documents' files, their downloads, their adoption. */
  readonly fileGroups: FileGroups;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
}

export class Library {
  constructor(private readonly deps: LibraryDependencies) {}

  async listLibrary(search: LibrarySearchInput): Promise<DataOf<'listLibrary'>> {
    const { items, ...page } = await this.officeLibrary(search);
    return { ...page, items: items.map(({ atchFileMstId: _group, ...document }) => document) };
  }

  async officeLibrary(search: LibrarySearchInput): Promise<DataOf<'officeLibrary'>> {
    const page = search.page ?? 1;
    const size = search.size ?? LIBRARY_PAGE_SIZE;
    const found = await this.deps.library.list({
      category: search.category ?? null,
      words: librarySearchWords(search.query ?? ''),
      page,
      size,
    });
    const groups = found.items.map((document) => document.atchFileMstId);
    const [files, downloads] = await Promise.all([
      this.deps.fileGroups.associationFilesOf(groups),
      this.deps.fileGroups.downloadsOfGroups(groups),
    ]);
    // Oldest first: the last of each group is the version offered.
    const newest = new Map(files.map((file) => [file.atchFileMstId, attachedFileOf(file)]));
    return {
      items: found.items.map((document) => ({
        documentId: document.id,
        category: document.category,
        title: document.title,
        description: document.description,
        file: newest.get(document.atchFileMstId) ?? null,
        downloads: downloads.get(document.atchFileMstId) ?? 0,
        updatedAt: document.updatedAt,
        atchFileMstId: document.atchFileMstId,
      })),
      total: found.total,
      page,
      size,
    };
  }

  createLibraryDocument(actor: AdminActor, draft: LibraryDraft): Promise<{ documentId: string }> {
    const documentId = this.deps.random.id();
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.createLibraryDocument,
      documentId,
      async () => {
        await this.save(actor, documentId, draft, null);
        return { documentId };
      },
      draft.title.trim(),
    );
  }

  updateLibraryDocument(actor: AdminActor, documentId: string, draft: LibraryDraft): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updateLibraryDocument,
      documentId,
      async () => {
        const before = await this.deps.library.find(documentId);
        if (!before) throw new AppError('notFound', NO_SUCH_DOCUMENT);
        await this.save(actor, documentId, draft, before);
      },
      draft.title.trim(),
    );
  }

  deleteLibraryDocument(actor: AdminActor, documentId: string): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.deleteLibraryDocument,
      documentId,
      async () => {
        if (!(await this.deps.library.delete(documentId))) {
          throw new AppError('notFound', NO_SUCH_DOCUMENT);
        }
      },
    );
  }

  private async save(
    actor: AdminActor,
    id: string,
    draft: LibraryDraft,
    before: LibraryDocumentRecord | null,
  ): Promise<void> {
    const refusal = libraryDraftRefusal(draft);
    if (refusal || !draft.atchFileMstId) throw new AppError('invalidInput', refusal ?? '');
    // The administrator's uploads become the association's; a group with none of its files
    // (another member's, or no upload at all) is refused.
    const files = await this.deps.fileGroups.adoptGroup(draft.atchFileMstId, actor.id);
    if (files === 0) throw new AppError('invalidInput', UNKNOWN_FILE_GROUP);
    const now = this.deps.clock.now().toISOString();
    await this.deps.library.save({
      id,
      ...savedLibraryFieldsOf(draft, draft.atchFileMstId, now),
      createdAt: before?.createdAt ?? now,
      updatedBy: actor.id,
    });
  }
}
