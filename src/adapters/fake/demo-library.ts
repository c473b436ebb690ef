import { DEMO_LIBRARY, demoLibraryFile } from '../../domain/library/demo-library';
import { savedLibraryFieldsOf } from '../../domain/library/library';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo 자료실 (`npm run demo`): the server's demo documents
 * (src/domain/library/demo-library.ts), each with a few downloads counted already.
 */
const DOWNLOADS: readonly number[] = [42, 17, 11, 8];

/** Puts the demo documents into the backend, their files the association's. */
export function seedDemoLibrary(backend: FakeBackend, now: Date): void {
  for (const [index, document] of DEMO_LIBRARY.entries()) {
    const atchFileMstId = `demo-library-${index + 1}`;
    const atchFileId = `${atchFileMstId}-file`;
    const at = new Date(now.getTime() - (index + 1) * 20 * 86_400_000).toISOString();
    const file = demoLibraryFile(document);
    const data = new Blob([file.bytes.slice().buffer], { type: file.mimeType });
    backend.files.set(atchFileMstId, [
      {
        atchFileMstId,
        atchFileId,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: data.size,
        uploadedAt: at,
        data,
        public: true,
        ownerId: null,
      },
    ]);
    backend.fileDownloads.set(atchFileId, DOWNLOADS[index] ?? 0);
    backend.libraryDocuments.push({
      id: `demo-document-${index + 1}`,
      ...savedLibraryFieldsOf(document, atchFileMstId, at),
      createdAt: at,
    });
  }
}
