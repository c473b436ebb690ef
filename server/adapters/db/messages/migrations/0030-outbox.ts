import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The outbox (issue 32, item 1): every message the site sends, written with the change that
 * causes it and delivered from here with retries. `mail` is the message as written (recipient,
 * subject, text, attachments in base64) in JSON: read back whole, never searched inside; `to`
 * and `subject` are their own columns for the office's queue.
 */
export function outboxMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table outbox_messages (
        id text primary key,
        recipient text not null,
        subject text not null,
        mail text not null,
        state text not null check (state in ('pending', 'sent', 'failed')),
        attempts integer not null default 0,
        created_at text not null,
        next_attempt_at text,
        claimed_until text,
        sent_at text,
        last_error text
      )`.execute(db);
      await createIndex(db, 'outbox_messages_due', 'outbox_messages', ['state', 'next_attempt_at']);
      await createIndex(db, 'outbox_messages_by_time', 'outbox_messages', ['created_at']);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['outbox_messages']);
    },
  };
}
