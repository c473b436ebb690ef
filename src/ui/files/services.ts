import type { FileApi } from '../../application/files';

// The files' part of what the UI gets (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly files: ProfileImageServices;
  }
}

/** Files the member screens use: the profile image's upload, and reading it back. */
export type ProfileImageServices = Pick<
  FileApi,
  'uploadProfileImage' | 'downloadFile' | 'recentFile' | 'mediaUrl'
>;
