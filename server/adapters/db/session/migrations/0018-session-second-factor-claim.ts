import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Issue 27's sessions: each sign-in (token family) records whether it passed the second factor,
 * so that its refreshes keep or lack the access token's claim (office calls need it); an
 * enrolment's secret is drawn for its ticket and kept on it (sealed) until the first code
 * confirms it, so that a secret read with another ticket is of no use. Secrets begun and not
 * confirmed before this migration were shown to whoever held a ticket: they are dropped, and
 * their administrators enrol afresh at their next sign-in. Administrators' live sign-ins end (which
 * of them passed the second factor was not recorded): they sign in again, with the code.
 */
export function sessionSecondFactorClaimMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('token_families').addColumn('second_factor_at', 'text').execute();
      await db.schema
        .alterTable('second_factor_tickets')
        .addColumn('sealed_secret', 'text')
        .execute();
      await sql`delete from second_factors where confirmed_at is null`.execute(db);
      const at = new Date().toISOString();
      await sql`update token_families set revoked_at = ${at}, revoked_reason = 'second-factor-claim'
        where revoked_at is null
          and user_id in (select user_id from accounts where role = 'admin')`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable('second_factor_tickets').dropColumn('sealed_secret').execute();
      await db.schema.alterTable('token_families').dropColumn('second_factor_at').execute();
    },
  };
}
