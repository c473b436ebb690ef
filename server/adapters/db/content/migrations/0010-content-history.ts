import { type Kysely, type Migration, sql } from 'kysely';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * The school's timeline (연혁) and the association's past presidents (역대 회장), each a list the
 * office saves whole (issue 13 items 1 and 2).
 */
export function contentHistoryMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table timeline_entries (
        position integer primary key,
        year integer not null,
        month integer check (month between 1 and 12),
        event text not null
      )`.execute(db);
      await sql`create table past_presidents (
        term integer primary key,
        name text not null,
        class_number integer,
        from_year integer not null,
        to_year integer
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['timeline_entries', 'past_presidents']);
    },
  };
}
