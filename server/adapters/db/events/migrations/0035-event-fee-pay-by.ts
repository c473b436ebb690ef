import type { Kysely, Migration } from 'kysely';

/**
 * By when an online fee owed is to be paid (issue 33): set when a registration with an online
 * fee is given its seat (registered, or promoted from the waiting line), read by the hourly pass
 * that gives an unpaid seat to the next in line. Registrations made before it have none and
 * keep their seat (the office settles them).
 */
export function eventFeePayByMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('event_registrations').addColumn('pay_by', 'text').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('event_registrations').dropColumn('pay_by').execute();
    },
  };
}
