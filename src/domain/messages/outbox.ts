/**
 * The outbox's messages as the office sees them (issue 32, item 1): waiting for delivery (the
 * first attempt, or the next after a failure), delivered to the mail relay, or given up after
 * the last attempt (the office may send it again).
 */
export const MESSAGE_STATES = ['pending', 'sent', 'failed'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];

export const MESSAGE_STATE_LABELS: Readonly<Record<MessageState, string>> = {
  pending: '보내는 중',
  sent: '보냄',
  failed: '실패',
};

/** One message in the office's queue: no body, no attachment. */
export interface OutboxEntry {
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly state: MessageState;
  readonly attempts: number;
  readonly createdAt: string;
  /** When a pending message is tried next. */
  readonly nextAttemptAt: string | null;
  readonly sentAt: string | null;
  /** What the relay said at the last failed attempt. */
  readonly lastError: string | null;
}

/** The queue's messages a page shows. */
export const OUTBOX_PAGE_SIZE = 50;

export const MESSAGE_NOT_FAILED = '실패한 메일만 다시 보낼 수 있습니다.';
export const NO_SUCH_MESSAGE = '그 메일을 찾을 수 없습니다.';
