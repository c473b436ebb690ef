import {
  DEMO_LIBRARY,
  type DemoLibraryDocument,
  demoLibraryFileName,
  demoLibraryText,
} from '../../domain/library/demo-library';
import { savedLibraryFieldsOf } from '../../domain/library/library';
import { demoPdf } from './demo-pdf';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo 자료실 (`npm run demo`): the server's demo documents
 * (src/domain/library/demo-library.ts), each with a few downloads counted already.
 */
const DOWNLOADS: readonly number[] = [42, 17, 11, 8];

/**
 * The 한글 documents as the server's seed writes them (`npm run demo:documents`), carried in
 * the demo's chunk as data: addresses.
 */
const HWPX_FILES = import.meta.glob<string>('./demo-documents/*.hwpx', {
  query: '?inline',
  import: 'default',
  eager: true,
});

function demoLibraryBytes(document: DemoLibraryDocument, fileName: string): Uint8Array {
  if (document.format === 'pdf') return demoPdf(...demoLibraryText(document));
  const inline = HWPX_FILES[`./demo-documents/${fileName}`];
  if (!inline) throw new Error(`The demo document ${fileName} is missing: npm run demo:documents`);
  const base64 = inline.slice(inline.indexOf(',') + 1);
  return Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
}

/** Puts the demo documents into the backend, their files the association's. */
export function seedDemoLibrary(backend: FakeBackend, now: Date): void {
  for (const [index, document] of DEMO_LIBRARY.entries()) {
    const atchFileMstId = `demo-library-${index + 1}`;
    const atchFileId = `${atchFileMstId}-file`;
    const at = new Date(now.getTime() - (index + 1) * 20 * 86_400_000).toISOString();
    const file = demoLibraryFileName(document);
    const bytes = demoLibraryBytes(document, file.fileName);
    const data = new Blob([bytes.slice().buffer], { type: file.mimeType });
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
