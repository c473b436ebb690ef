import type { MessageKind, TextToSend } from '../../../src/domain/messages';

/** A text as the provider takes it: the number in digits, the body, SMS or LMS (with a subject). */
export type OutgoingText = TextToSend;

/**
 * Hands a text to the provider (Solapi) or, without one, to the sandbox directory (issue 32,
 * item 5).
 */
export interface SmsSender {
  /**
   * Resolves once the provider accepted the text; rejects with an error whose message names no
   * content (the office reads it). `messageId` is the outbox's, the same on every attempt.
   */
  deliver(text: OutgoingText, messageId: string): Promise<void>;
}

/** A text a use case sends: to a mobile number, 안내 or 홍보, with an LMS's subject if wanted. */
export interface TextRequest {
  readonly to: string;
  readonly body: string;
  readonly kind: MessageKind;
  /**
   * An LMS's subject (derived from the body when not given); for an SMS only what the office's
   * queue shows, in place of the body's first line (give one when the body is a secret, a code).
   */
  readonly subject?: string;
  /**
   * A text of the office's send: the send it belongs to, whom it is for, and the time its
   * first attempt waits for (the send's pace); the schedule delivers it, not the request.
   */
  readonly campaign?: {
    readonly campaignId: string;
    readonly recipientName: string;
    readonly notBefore: string;
  };
}

/** What use cases send texts through: the outbox's texter (OutboxTexter). */
export interface Texter {
  /**
   * Writes the text in the transaction open at the time; refuses (AppError, in Korean) a wrong
   * number, an empty or too long text, or a 홍보 text without a free refusal number.
   */
  send(text: TextRequest): Promise<void>;
  /** Why the text could not be sent as it is (the same rules as `send`), or null. */
  refusal(text: TextRequest): string | null;
}
