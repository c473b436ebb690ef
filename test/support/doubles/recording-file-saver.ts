import type { DownloadedFile } from '../../../src/application/files/file-api';
import type { FileSaver } from '../../../src/application/files/file-saver';

/** Keeps saved files instead of handing them to the browser or the app. */
export class RecordingFileSaver implements FileSaver {
  readonly saved: DownloadedFile[] = [];

  async save(file: DownloadedFile): Promise<void> {
    this.saved.push(file);
  }
}
