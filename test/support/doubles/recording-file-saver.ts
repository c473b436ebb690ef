import type { DownloadedFile } from '../../../src/application/files/file-api';
import type { FileSaver } from '../../../src/application/files/file-saver';

/** Keeps the files a screen saved, for the test to read. */
export class RecordingFileSaver implements FileSaver {
  readonly saved: DownloadedFile[] = [];

  async save(file: DownloadedFile): Promise<void> {
    this.saved.push(file);
  }
}
