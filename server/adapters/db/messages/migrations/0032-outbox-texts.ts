import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Text messages in the outbox (issue 32, item 5): the same table, the same delivery, a
 * `channel` saying who takes the row: the mail transport (every row so far) or the text
 * provider. A text's `mail` column holds the text as written (number, body, type, kind) in JSON;
 * its `recipient` is the number masked, as the office's queue shows it.
 */
export function outboxTextsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`alter table outbox_messages add column channel text not null default 'mail' check (channel in ('mail', 'text'))`.execute(
        db,
      );
    },
    async down(db: Kysely<unknown>) {
      await sql`alter table outbox_messages drop column channel`.execute(db);
    },
  };
}
