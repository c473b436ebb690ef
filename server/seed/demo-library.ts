import {
  DEMO_LIBRARY,
  demoLibraryFileName,
  demoLibraryText,
} from '../../src/domain/library/demo-library';
import { demoHwpx } from './demo-hwpx';
import { demoPdfWithFont } from './demo-pdf';
import { savedLibraryFieldsOf } from '../../src/domain/library/library';
import type { SeedPorts } from './seed-ports';

/**
 * The demo's 자료실 (src/domain/library/demo-library.ts), stored as the association's public
 * files, as the office's uploads become when saved. Written straight into the store, as the
 * other demo content.
 */

/** Writes the demo documents and their files into an empty database, as the office's. */
export async function seedDemoLibrary(ports: SeedPorts, authorId: string): Promise<void> {
  const start = ports.clock.now().getTime();
  for (const [index, document] of DEMO_LIBRARY.entries()) {
    const atchFileMstId = ports.random.id();
    const file = demoLibraryFileName(document);
    const bytes =
      document.format === 'pdf'
        ? await demoPdfWithFont(...demoLibraryText(document))
        : await demoHwpx(...demoLibraryText(document));
    await ports.fileGroups.storePublic({
      atchFileMstId,
      fileName: file.fileName,
      mimeType: file.mimeType,
      bytes,
    });
    const at = new Date(start - (index + 1) * 20 * 24 * 60 * 60 * 1000).toISOString();
    await ports.store.library.save({
      id: ports.random.id(),
      ...savedLibraryFieldsOf(document, atchFileMstId, at),
      createdAt: at,
      updatedBy: authorId,
    });
  }
}
