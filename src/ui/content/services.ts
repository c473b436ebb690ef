import type { ContentApi } from '../../application/content';

// Public content, as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** Public content for the home page (notices, photos, donation statistics). */
    readonly content: ContentApi;
    /** Address of a public image, for <img src>. */
    readonly mediaUrl: (atchFileId: string) => string;
  }
}
