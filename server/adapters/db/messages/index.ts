import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { outboxMigration } from './migrations/0030-outbox';
import { KyselyOutboxRepository } from './outbox-repository';

export type { OutboxMessagesTable } from './tables';

/** The messages feature's repository, over a database or a transaction. */
export function messagesRepositories(db: Kysely<Tables>) {
  return { outbox: new KyselyOutboxRepository(db) };
}

/** The messages feature's migrations (server/features.ts). */
export function messagesMigrations(): Record<string, Migration> {
  return { '0030-outbox': outboxMigration() };
}
