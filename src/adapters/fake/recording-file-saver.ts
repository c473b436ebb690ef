import type { DownloadedFile } from '../../application/ports/file-api';
import type { FileSaver } from '../../application/ports/file-saver';

/** Keeps saved files instead of handing them to the browser or the app. */
export class RecordingFileSaver implements FileSaver {
  readonly saved: DownloadedFile[] = [];

  async save(file: DownloadedFile): Promise<void> {
    this.saved.push(file);
  }
}
