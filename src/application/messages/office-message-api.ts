import type { MessageState, OutboxEntry } from '../../domain/messages';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/** One page of the outbox, in one state or all, with each state's count. */
export interface OfficeOutbox {
  readonly page: Page<OutboxEntry>;
  readonly counts: Readonly<Record<MessageState, number>>;
}

/**
 * 보낸 메일함 (issue 32): every mail the site sent, is sending or gave up on, newest first; a
 * failed one sent again. The same words as the contract's calls.
 */
export interface OfficeMessageApi {
  officeOutbox(
    query: { readonly state?: MessageState; readonly page?: number },
    signal?: AbortSignal,
  ): Promise<OfficeOutbox>;
  /** Refused (invalidState) unless the message failed; notFound for an unknown one. */
  retryMessage(messageId: string): Promise<void>;
}

export const OFFICE_MESSAGE_API = token<OfficeMessageApi>('OfficeMessageApi');
