import type { OfficeMessageApi } from '../../application/messages';

// 보낸 메일함 (issue 32), as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The office's outbox: every mail the site sent, is sending or gave up on. */
    readonly officeMessages: OfficeMessageApi;
  }
}
