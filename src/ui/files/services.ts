import type { FileApi, FileSaver } from '../../application/files';

// The files' part of what the UI gets (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly files: ProfileImageServices;
    /** Puts a downloaded file in the member's hands (a browser download, or the native app's). */
    readonly fileSaver: FileSaver;
  }
}

/** Files the member screens use: the profile image's upload, and reading it back. */
export type ProfileImageServices = Pick<
  FileApi,
  'uploadProfileImage' | 'downloadFile' | 'recentFile' | 'mediaUrl'
>;
