import type {
  AudienceFilter,
  AudienceMember,
  CampaignProgress,
  ChoiceChange,
  ChoiceSource,
  MarketingAnswer,
  MessageChannel,
  MessageKind,
  NoticeTopic,
  OutboxEntry,
} from '../../../src/domain/messages';

/** The messages' record of the members' 안내 choices (홍보 is the accounts' consent). */
export interface MessageChoiceRepository {
  add(change: {
    readonly choiceId: string;
    readonly userId: string;
    readonly topic: NoticeTopic;
    readonly receives: boolean;
    readonly source: ChoiceSource;
    readonly recordedAt: string;
  }): Promise<void>;
  listFor(userId: string): Promise<readonly ChoiceChange[]>;
  /** Every member's changes who turned any 안내 off (or on again): the audience reads them. */
  listAll(): Promise<ReadonlyMap<string, readonly ChoiceChange[]>>;
}

/** A send of the office as it is kept. */
export interface CampaignRecord {
  readonly campaignId: string;
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly noticeId: string | null;
  readonly audience: AudienceFilter;
  readonly audienceWords: string;
  readonly state: 'scheduled' | 'sending' | 'cancelled';
  readonly scheduledAt: string | null;
  readonly recipients: number | null;
  readonly createdBy: string;
  readonly createdAt: string;
  readonly startedAt: string | null;
}

export interface CampaignRepository {
  insert(campaign: CampaignRecord): Promise<void>;
  find(campaignId: string): Promise<CampaignRecord | null>;
  /** Newest first. */
  list(page: {
    readonly offset: number;
    readonly limit: number;
  }): Promise<{ readonly items: readonly CampaignRecord[]; readonly total: number }>;
  /** The scheduled sends whose time has come, oldest first. */
  dueScheduled(now: string): Promise<readonly string[]>;
  /**
   * Takes a send to `sending` with its recipients' count, if it is still scheduled (or `fresh`:
   * just written): true for the one caller that got it.
   */
  start(campaignId: string, at: string, recipients: number): Promise<boolean>;
  /** Whether a send already pointed to the notice (a notice is mailed to the members once). */
  existsForNotice(noticeId: string): Promise<boolean>;
  /** A scheduled send called off; false if it was not scheduled any more. */
  cancel(campaignId: string): Promise<boolean>;
}

/** A send's message as its progress lists it. */
export interface CampaignMessage extends OutboxEntry {
  readonly recipientName: string | null;
}

/** The outbox as the sends read it. */
export interface CampaignOutboxRepository {
  progressOf(campaignIds: readonly string[]): Promise<ReadonlyMap<string, CampaignProgress>>;
  messagesOf(
    campaignId: string,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ readonly items: readonly CampaignMessage[]; readonly total: number }>;
}

/** The members an audience is built from (the accounts' roster), and their 홍보 answers. */
export interface AudienceSources {
  /** Approved members not locked by the office. */
  members(): Promise<readonly AudienceMember[]>;
  /** Each member's last marketing answer (members who never answered are left out). */
  marketingAnswers(): Promise<ReadonlyMap<string, MarketingAnswer>>;
  /** Members who gave in the year (to the fund when named); null fund: any. */
  donorsOf(year: number, fundId: string | null): Promise<ReadonlySet<string>>;
  /** Members whose dues cover the year. */
  duesPayersOf(year: number): Promise<ReadonlySet<string>>;
  /** The fund's name, or null when there is none by that id. */
  fundName(fundId: string): Promise<string | null>;
  /** The notice's title, or null when there is none published by that id. */
  noticeTitle(noticeId: string): Promise<string | null>;
}

/** The two-yearly question of a marketing consent, asked once per consent. */
export interface ConsentConfirmationRepository {
  /** Records that the consent given at `consentRecordedAt` was asked about: false if it was. */
  markAsked(userId: string, consentRecordedAt: string, at: string): Promise<boolean>;
}
