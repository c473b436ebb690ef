import type { FileApi, FileSaver } from '../../application/files';

// The files' part of what the UI gets (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly files: ProfileImageServices;
    /** Puts a downloaded file in the member's hands (a browser download, or the native app's). */
    readonly fileSaver: FileSaver;
  }
}

/**
 * Files the screens use: the profile image's upload and reading it back, attachments' uploads
 * (the console's notices) and downloads.
 */
export type ProfileImageServices = Pick<
  FileApi,
  'uploadFile' | 'uploadProfileImage' | 'downloadFile' | 'recentFile' | 'mediaUrl'
>;
