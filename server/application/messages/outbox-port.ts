import type { MessageKind, MessageState, OutboxEntry } from '../../../src/domain/messages';
import type { OutgoingMail } from '../shared/ports';
import type { OutgoingText } from './sms-port';

export type { MessageState } from '../../../src/domain/messages';

/** The outbox's row as the office's queue shows it (no body, no attachment): the domain's entry. */
export type MessageSummary = OutboxEntry;

/** A text as the outbox keeps it: what the provider takes, and whether it is 홍보 (night rule). */
export interface StoredText extends OutgoingText {
  readonly kind: MessageKind;
}

/**
 * A message in the outbox: its summary, and the mail as it was written (once sent, its
 * recipient and subject only: the body and attachments are dropped), or the text (once sent,
 * null: not kept).
 */
export type StoredMessage = MessageSummary &
  (
    | { readonly channel: 'mail'; readonly mail: OutgoingMail }
    | { readonly channel: 'text'; readonly text: StoredText | null }
  );

/** A message as it is written to the outbox. */
export interface NewMessage {
  readonly id: string;
  readonly mail: OutgoingMail;
  readonly at: string;
  /** Its first attempt not before then (a send paced to the relay); default `at`. */
  readonly notBefore?: string;
  /** The office's send it is part of, and whom it is for (the send's progress lists it). */
  readonly campaignId?: string;
  readonly recipientName?: string;
}

/**
 * The outbox's table (issue 32, item 1). Written in the transaction open when a message is
 * added, so that a message exists exactly when the change that caused it was kept.
 */
export interface OutboxRepository {
  add(message: NewMessage): Promise<void>;
  /** Many at once (a send of the office), in as few statements as the database allows. */
  addMany(messages: readonly NewMessage[]): Promise<void>;
  /**
   * A text (issue 32, item 5), listed in the queue as `listed` (the number masked), first tried
   * at `firstAttemptAt` (a 홍보 text written at night: the morning).
   */
  addText(message: {
    readonly id: string;
    readonly text: StoredText;
    readonly listed: { readonly to: string; readonly subject: string };
    readonly at: string;
    readonly firstAttemptAt: string;
    /** The office's send it is part of, and whom it is for (as NewMessage's). */
    readonly campaignId?: string;
    readonly recipientName?: string;
  }): Promise<void>;
  find(id: string): Promise<StoredMessage | null>;
  /**
   * Pending messages not held by an attempt, oldest first: those due by `now`, or (`whenever`)
   * those waiting for a retry too (never those paced for later that were not tried yet).
   */
  due(now: string, limit: number, whenever: boolean): Promise<readonly string[]>;
  /**
   * Holds a pending message for one attempt until `until`, counting the attempt, if it is due
   * by `now` (or `any` time) and no other attempt holds it: true for the one caller that got it.
   */
  claim(id: string, now: string, until: string, when: 'due' | 'any'): Promise<boolean>;
  /**
   * A claimed message not handed over (a 홍보 text in the quiet hours): its hold released, the
   * attempt not counted, due at `nextAttemptAt`.
   */
  release(id: string, nextAttemptAt: string): Promise<void>;
  markSent(id: string, at: string): Promise<void>;
  /** A failed attempt: tried again at `nextAttemptAt`, or given up (failed) when null. */
  markUndelivered(id: string, error: string, nextAttemptAt: string | null): Promise<void>;
  /** The office's retry of a failed message: pending again, due now; false if not failed. */
  requeue(id: string, now: string): Promise<boolean>;
  /** The queue, newest first, in one state or all, with each state's count. */
  list(
    state: MessageState | null,
    page: { readonly offset: number; readonly limit: number },
  ): Promise<{ readonly items: readonly MessageSummary[]; readonly total: number }>;
  counts(): Promise<Readonly<Record<MessageState, number>>>;
}

/** Hands a message to the mail relay (SMTP) or, without one, to the .eml directory. */
export interface MailTransport {
  /** Resolves once the relay accepted the message; `messageId` is the same on every attempt. */
  deliver(mail: OutgoingMail, messageId: string): Promise<void>;
}
