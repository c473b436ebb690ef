import { type Kysely, type Migration, sql } from 'kysely';
import { createIndex, dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The office's messages to members (issue 32, items 2–4):
 *
 * - `message_choices`: each change of a member's 안내 choices (mail, text), with its time and
 *   where it was made (홍보 is the accounts' marketing consent, kept in account_consents);
 * - `message_campaigns`: the office's sends (소식 보내기), their audience and body; each
 *   recipient's message is an outbox row naming its send (`campaign_id`), so that a send's
 *   progress is its messages' states;
 * - `consent_confirmations`: the two-yearly question of a marketing consent, asked once per
 *   consent (the consent's time is part of the key).
 */
export function campaignsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table message_choices (
        choice_id text primary key,
        user_id text not null references accounts (user_id) on delete cascade,
        topic text not null,
        receives integer not null,
        source text not null,
        recorded_at text not null
      )`.execute(db);
      await createIndex(db, 'message_choices_member', 'message_choices', ['user_id']);
      await createIndex(db, 'message_choices_by_time', 'message_choices', ['recorded_at']);

      await sql`create table message_campaigns (
        id text primary key,
        kind text not null check (kind in ('notice', 'promotion')),
        channel text not null check (channel in ('mail', 'text')),
        subject text not null,
        body_html text not null,
        notice_id text,
        audience text not null,
        audience_words text not null,
        state text not null check (state in ('scheduled', 'sending', 'cancelled')),
        scheduled_at text,
        recipients integer,
        created_by text not null,
        created_at text not null,
        started_at text
      )`.execute(db);
      await createIndex(db, 'message_campaigns_by_time', 'message_campaigns', ['created_at']);
      await createIndex(db, 'message_campaigns_due', 'message_campaigns', [
        'state',
        'scheduled_at',
      ]);

      await sql`alter table outbox_messages add column campaign_id text`.execute(db);
      await sql`alter table outbox_messages add column recipient_name text`.execute(db);
      await createIndex(db, 'outbox_messages_campaign', 'outbox_messages', [
        'campaign_id',
        'state',
      ]);

      await sql`create table consent_confirmations (
        user_id text not null references accounts (user_id) on delete cascade,
        consent_recorded_at text not null,
        asked_at text not null,
        primary key (user_id, consent_recorded_at)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'index', ['outbox_messages_campaign']);
      await sql`alter table outbox_messages drop column recipient_name`.execute(db);
      await sql`alter table outbox_messages drop column campaign_id`.execute(db);
      await dropIfThere(db, 'table', [
        'consent_confirmations',
        'message_campaigns',
        'message_choices',
      ]);
    },
  };
}
