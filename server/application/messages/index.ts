import type { MessageDelivery } from './message-delivery';
import { OfficeOutbox, type OfficeOutboxDependencies } from './office-outbox';
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
  OutboxRepository,
  StoredMessage,
  StoredText,
} from './outbox-port';
export type { OutgoingText, SmsSender, Texter, TextRequest } from './sms-port';
export { OfficeOutbox, type OfficeOutboxDependencies } from './office-outbox';

/** What the messages feature's use cases use. */
export interface MessagesDependencies extends OfficeOutboxDependencies {
  /** The one delivery of the server (the root's), which the outbox mailer also tries through. */
  readonly delivery: MessageDelivery;
}

/**
 * Messages (issue 32): the outbox every mail is written to (`OutboxMailer`, the root's mailer),
 * `messageDelivery`, which the schedule (server/maintenance.ts, watchOutbox) runs, and the
 * office's queue (`officeOutbox`: the list, and a failed message sent again).
 */
export function createMessagesServices(deps: MessagesDependencies) {
  return { messageDelivery: deps.delivery, officeOutbox: new OfficeOutbox(deps) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type MessagesServices = ReturnType<typeof createMessagesServices>;
