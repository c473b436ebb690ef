import type { DownloadedFile } from './file-api';
import { token } from '../shared/tokens';

/** Puts a downloaded file in the member's hands: a browser download or the native app. */
export interface FileSaver {
  save(file: DownloadedFile): Promise<void>;
}

export const FILE_SAVER = token<FileSaver>('FileSaver');
