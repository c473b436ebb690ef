import type { Generated } from 'kysely';

/** The messages feature's tables (issue 32), merged into the database's schema. */
declare module '../shared/schema' {
  interface DatabaseSchema {
    outbox_messages: OutboxMessagesTable;
    message_choices: MessageChoicesTable;
    message_campaigns: MessageCampaignsTable;
    consent_confirmations: ConsentConfirmationsTable;
  }
}

export interface OutboxMessagesTable {
  id: string;
  recipient: string;
  subject: string;
  /**
   * JSON: the OutgoingMail, its attachments' contents in base64; for a text, the text (number,
   * body, type, kind). Emptied once delivered.
   */
  mail: string;
  /** Who delivers the row: the mail transport, or the text provider (0032). */
  channel: Generated<'mail' | 'text'>;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
  /** The office's send it belongs to (0031-campaigns), null for the site's own mails. */
  campaign_id: string | null;
  /** Whom a send's message is for, as its progress lists it. */
  recipient_name: string | null;
}

/** Each change of a member's 안내 choices (0031-campaigns). */
export interface MessageChoicesTable {
  choice_id: string;
  user_id: string;
  topic: 'notice-mail' | 'notice-text';
  receives: number;
  source: 'me' | 'link' | 'one-click' | 'confirmation';
  recorded_at: string;
}

/** The office's sends (소식 보내기). `audience`: the filters in JSON. */
export interface MessageCampaignsTable {
  id: string;
  kind: 'notice' | 'promotion';
  channel: 'mail' | 'text';
  subject: string;
  body_html: string;
  notice_id: string | null;
  audience: string;
  audience_words: string;
  state: 'scheduled' | 'sending' | 'cancelled';
  scheduled_at: string | null;
  recipients: number | null;
  created_by: string;
  created_at: string;
  started_at: string | null;
}

/** A marketing consent's two-yearly question, asked once per consent. */
export interface ConsentConfirmationsTable {
  user_id: string;
  consent_recorded_at: string;
  asked_at: string;
}
