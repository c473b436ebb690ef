import { inject, injectable } from 'inversify';
import { UNKNOWN_FILE_GROUP } from '../../domain/shared/attachments/attached-file';
import type { LibraryApi, OfficeLibraryApi } from '../../application/library/library-api';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  type EditableLibraryDocument,
  LIBRARY_PAGE_SIZE,
  type LibraryDocument,
  type LibraryDraft,
  type LibrarySearch,
  libraryDraftRefusal,
  librarySearchWords,
  NO_SUCH_DOCUMENT,
  savedLibraryFieldsOf,
} from '../../domain/library/library';
import type { Page } from '../../domain/shared/paging/page';
import { FakeBackend, type FakeLibraryDocument } from './fake-backend';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';

/** 자료실 in the fake backend: the list anyone reads, newest change first. */
@injectable()
export class FakeLibraryApi implements LibraryApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async listLibrary(search: LibrarySearch): Promise<Page<LibraryDocument>> {
    const page = libraryPage(this.backend, search);
    return {
      ...page,
      items: page.items.map(({ atchFileMstId: _group, ...document }) => document),
    };
  }
}

/** The office's 자료실, with the server's rules (the files adopted on save), audited. */
@injectable()
export class FakeOfficeLibraryApi implements OfficeLibraryApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async officeLibrary(search: LibrarySearch): Promise<Page<EditableLibraryDocument>> {
    this.office.requireAdministrator();
    return libraryPage(this.backend, search);
  }

  createLibraryDocument(draft: LibraryDraft): Promise<string> {
    const id = this.backend.nextId('library');
    return this.office.audited(
      AUDIT_ACTIONS.createLibraryDocument,
      id,
      () => {
        const now = this.backend.clock.now().toISOString();
        this.backend.libraryDocuments.push({ id, createdAt: now, ...this.saved(draft, now) });
        return id;
      },
      draft.title.trim(),
    );
  }

  updateLibraryDocument(documentId: string, draft: LibraryDraft): Promise<void> {
    return this.office.audited(
      AUDIT_ACTIONS.updateLibraryDocument,
      documentId,
      () => {
        const document = this.backend.libraryDocuments.find((each) => each.id === documentId);
        if (!document) throw refusal('notFound', NO_SUCH_DOCUMENT);
        Object.assign(document, this.saved(draft, this.backend.clock.now().toISOString()));
      },
      draft.title.trim(),
    );
  }

  deleteLibraryDocument(documentId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.deleteLibraryDocument, documentId, () => {
      const before = this.backend.libraryDocuments.length;
      this.backend.libraryDocuments = this.backend.libraryDocuments.filter(
        (document) => document.id !== documentId,
      );
      if (this.backend.libraryDocuments.length === before) {
        throw refusal('notFound', NO_SUCH_DOCUMENT);
      }
    });
  }

  private saved(draft: LibraryDraft, now: string) {
    const problem = libraryDraftRefusal(draft);
    if (problem || !draft.atchFileMstId) throw refusal('invalidInput', problem ?? '');
    const actorId = this.office.requireAdministrator();
    if (this.backend.adoptFileGroup(draft.atchFileMstId, actorId) === 0) {
      throw refusal('invalidInput', UNKNOWN_FILE_GROUP);
    }
    return savedLibraryFieldsOf(draft, draft.atchFileMstId, now);
  }
}

function libraryPage(backend: FakeBackend, search: LibrarySearch): Page<EditableLibraryDocument> {
  const words = librarySearchWords(search.query).map((word) => word.toLowerCase());
  const listed = backend.libraryDocuments
    .filter((document) => !search.category || document.category === search.category)
    .filter((document) => {
      const text = `${document.title}\n${document.description}`.toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id));
  const size = LIBRARY_PAGE_SIZE;
  return {
    items: listed
      .slice((search.page - 1) * size, search.page * size)
      .map((document) => viewOf(backend, document)),
    page: search.page,
    size,
    total: listed.length,
  };
}

function viewOf(backend: FakeBackend, document: FakeLibraryDocument): EditableLibraryDocument {
  const group = (backend.files.get(document.atchFileMstId) ?? []).filter(
    (file) => file.public && file.ownerId === null,
  );
  const newest = group.at(-1);
  return {
    documentId: document.id,
    category: document.category,
    title: document.title,
    description: document.description,
    file: newest
      ? {
          atchFileMstId: newest.atchFileMstId,
          atchFileId: newest.atchFileId,
          fileName: newest.fileName,
          mimeType: newest.mimeType,
          size: newest.size,
          uploadedAt: newest.uploadedAt,
        }
      : null,
    downloads: group.reduce(
      (sum, file) => sum + (backend.fileDownloads.get(file.atchFileId) ?? 0),
      0,
    ),
    updatedAt: document.updatedAt,
    atchFileMstId: document.atchFileMstId,
  };
}
