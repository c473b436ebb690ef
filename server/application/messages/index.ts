import type { ConsentHistory } from '../accounts';
import type { AdminAudit } from '../admin';
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Random,
  SecretDigest,
  Transactions,
  TransactionHooks,
} from '../shared/ports';
import { Audiences } from './audiences';
import { CampaignSending } from './campaign-sending';
import type {
  AudienceSources,
  CampaignOutboxRepository,
  CampaignRepository,
  ConsentConfirmationRepository,
  MessageChoiceRepository,
} from './campaigns-port';
import { ChoiceLinks } from './choice-links';
import { ConsentConfirmations } from './consent-confirmations';
import type { MessageDelivery } from './message-delivery';
import { MessageChoicesService } from './message-choices';
import { OfficeCampaigns } from './office-campaigns';
import { OfficeOutbox } from './office-outbox';
import type { Texter } from './sms-port';
import type { OutboxRepository } from './outbox-port';

export {
  type AttemptOutcome,
  MessageDelivery,
  type MessageDeliveryDependencies,
} from './message-delivery';
export { OutboxMailer, type OutboxMailerDependencies } from './outbox-mailer';
export { OutboxTexter, type OutboxTexterDependencies } from './outbox-texter';
export type {
  MailTransport,
  MessageState,
  MessageSummary,
  NewMessage,
  OutboxRepository,
  StoredMessage,
  StoredText,
} from './outbox-port';
export type {
  AudienceSources,
  CampaignOutboxRepository,
  CampaignRepository,
  ConsentConfirmationRepository,
  MessageChoiceRepository,
} from './campaigns-port';
export type { OutgoingText, SmsSender, Texter, TextRequest } from './sms-port';
export { OfficeOutbox, type OfficeOutboxDependencies } from './office-outbox';
export { ChoiceLinks } from './choice-links';
export type { ConsentConfirmations } from './consent-confirmations';

/** What the messages feature's use cases use, by name. */
export interface MessagesDependencies {
  /** The one delivery of the server (the root's), which the outbox mailer also tries through. */
  readonly delivery: MessageDelivery;
  readonly outbox: OutboxRepository;
  readonly messageChoices: MessageChoiceRepository;
  readonly campaigns: CampaignRepository;
  readonly campaignOutbox: CampaignOutboxRepository;
  readonly consentConfirmations: ConsentConfirmationRepository;
  readonly audienceSources: AudienceSources;
  readonly consentHistory: ConsentHistory;
  readonly accounts: AccountRepository;
  readonly audit: AdminAudit;
  readonly mailer: Mailer;
  readonly texter: Texter;
  readonly mailSettings: MailSettings;
  /** The sender as 홍보's footer names it: the association and how to reach its office. */
  readonly senderContact: string;
  readonly mailPerMinute: number;
  readonly html: { clean(html: string): { readonly html: string; readonly text: string } };
  readonly noticeUrl: (noticeId: string) => string;
  readonly digest: SecretDigest;
  readonly transactions: Transactions & TransactionHooks;
  readonly clock: Clock;
  readonly random: Random;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * Messages (issue 32): the outbox every mail is written to (`OutboxMailer`, the root's mailer),
 * `messageDelivery`, which the schedule (server/maintenance.ts, watchOutbox) runs, the office's
 * queue (`officeOutbox`), 소식 보내기 (`officeCampaigns`, with `campaignSending` for the
 * scheduled sends), what members receive (`messageChoices`) and the two-yearly question of the
 * marketing consent (`consentConfirmations`).
 */
export function createMessagesServices(deps: MessagesDependencies) {
  const choiceLinks = new ChoiceLinks({
    digest: deps.digest,
    publicOrigin: deps.mailSettings.publicOrigin,
  });
  const sender = {
    associationName: deps.mailSettings.associationName,
    contact: deps.senderContact,
  };
  const audiences = new Audiences({
    audienceSources: deps.audienceSources,
    choices: deps.messageChoices,
    clock: deps.clock,
  });
  const campaignSending = new CampaignSending({
    ...deps,
    choiceLinks,
    sender,
    audiences,
  });
  return {
    choiceLinks,
    messageDelivery: deps.delivery,
    officeOutbox: new OfficeOutbox(deps),
    campaignSending,
    officeCampaigns: new OfficeCampaigns({
      ...deps,
      audiences,
      campaignSending,
      choiceLinks,
      sender,
    }),
    messageChoices: new MessageChoicesService({
      ...deps,
      choices: deps.messageChoices,
      choiceLinks,
    }),
    consentConfirmations: new ConsentConfirmations({ ...deps, choiceLinks }),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type MessagesServices = ReturnType<typeof createMessagesServices>;
