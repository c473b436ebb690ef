import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyEventsRepository } from './events-repository';
import { eventsMigration } from './migrations/0033-events';
import { eventFeePayByMigration } from './migrations/0035-event-fee-pay-by';

export type { EventRegistrationsTable, EventsTable } from './tables';

/** The events' repository, over a database or a transaction. */
export function eventsRepositories(db: Kysely<Tables>) {
  return { events: new KyselyEventsRepository(db) };
}

/** The events' migrations (server/features.ts). */
export function eventsMigrations(): Record<string, Migration> {
  return {
    '0033-events': eventsMigration(),
    '0035-event-fee-pay-by': eventFeePayByMigration(),
  };
}
