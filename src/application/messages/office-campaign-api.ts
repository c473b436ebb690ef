import type {
  AudienceFilter,
  CampaignSummary,
  MessageChannel,
  MessageKind,
  OutboxEntry,
} from '../../domain/messages';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/** Whom an audience's filters pick, and how many of them a message reaches. */
export interface AudienceCount {
  /** Approved members the filters pick. */
  readonly matched: number;
  /** Of those, the members the message goes to. */
  readonly reached: number;
  /** Picked, but they do not receive this kind (or their 홍보 consent does not stand). */
  readonly declined: number;
  /** Picked, but without the address the channel needs. */
  readonly noAddress: number;
  /** The filters in words ("76~80기, 서울·경기"). */
  readonly words: string;
}

/** What the office writes; the same for a test and for a send. */
export interface CampaignContent {
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly noticeId?: string | null;
}

/** A send: its content, its audience, and when (null or absent: now). */
export interface CampaignRequest extends CampaignContent {
  readonly audience: AudienceFilter;
  readonly scheduledAt?: string | null;
}

/** One recipient's message of a send, as its progress lists it. */
export interface CampaignMessage extends OutboxEntry {
  readonly recipientName: string | null;
}

/** A send with its content and one page of its recipients' messages. */
export interface CampaignDetail {
  readonly campaign: CampaignSummary & {
    readonly bodyHtml: string;
    readonly noticeId: string | null;
  };
  readonly messages: Page<CampaignMessage>;
}

/**
 * 소식 보내기 (issue 32, items 2–3): the office counts an audience, tries a message on itself,
 * sends it now or at a time (홍보 only to standing consents), follows each send's progress, and
 * calls off a scheduled one. The same words as the contract's calls.
 */
export interface OfficeCampaignApi {
  audienceCount(
    request: {
      readonly kind: MessageKind;
      readonly channel: MessageChannel;
      readonly audience: AudienceFilter;
    },
    signal?: AbortSignal,
  ): Promise<AudienceCount>;
  /** Refused (invalidInput) with CAMPAIGN_REFUSALS' words: no recipients, a bad time… */
  sendCampaign(request: CampaignRequest): Promise<{ readonly campaignId: string }>;
  /** Answers where the test went (the administrator's address, masked). */
  testCampaign(content: CampaignContent): Promise<{ readonly to: string }>;
  officeCampaigns(
    query: { readonly page?: number },
    signal?: AbortSignal,
  ): Promise<Page<CampaignSummary>>;
  officeCampaign(
    campaignId: string,
    query: { readonly page?: number },
    signal?: AbortSignal,
  ): Promise<CampaignDetail>;
  /** Refused (invalidState) unless the send is still scheduled; notFound for an unknown one. */
  cancelCampaign(campaignId: string): Promise<void>;
}

export const OFFICE_CAMPAIGN_API = token<OfficeCampaignApi>('OfficeCampaignApi');
