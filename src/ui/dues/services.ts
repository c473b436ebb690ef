import type { DuesApi, OfficeDuesApi } from '../../application/dues';

// Membership dues, as the UI gets them (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The member's dues in /me. */
    readonly dues: DuesApi;
    /** The office's 회비 (the console). */
    readonly officeDues: OfficeDuesApi;
  }
}
