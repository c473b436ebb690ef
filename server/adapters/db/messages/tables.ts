/** The messages feature's tables (issue 32), merged into the database's schema. */
declare module '../shared/schema' {
  interface DatabaseSchema {
    outbox_messages: OutboxMessagesTable;
  }
}

export interface OutboxMessagesTable {
  id: string;
  recipient: string;
  subject: string;
  /** JSON: the OutgoingMail, its attachments' contents in base64. */
  mail: string;
  state: 'pending' | 'sent' | 'failed';
  attempts: number;
  created_at: string;
  next_attempt_at: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}
