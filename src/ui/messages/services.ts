import type {
  MessageChoicesApi,
  OfficeCampaignApi,
  OfficeMessageApi,
} from '../../application/messages';

// 보낸 메일함, 소식 보내기 and 받을 소식 (issue 32), as the UI gets them (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The office's outbox: every mail the site sent, is sending or gave up on. */
    readonly officeMessages: OfficeMessageApi;
    /** The office's sends to chosen members, and their progress. */
    readonly officeCampaigns: OfficeCampaignApi;
    /** What a member receives: from /me, from a mail's signed link, and as the office sees it. */
    readonly messageChoices: MessageChoicesApi;
  }
}
