import { type Kysely, type Migration, sql } from 'kysely';
import { dropIfThere } from '../../shared/migrations/schema-steps';

/**
 * A member's pending claim of gifts given as a visitor (issue 31): the mailed code's keyed
 * digest only (never the code) and its expiry; one per member, replaced by a new request.
 */
export function giftClaimsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await sql`create table gift_claim_codes (
        member_id text primary key,
        code_digest text not null,
        expires_at text not null
      )`.execute(db);
    },
    async down(db: Kysely<unknown>) {
      await dropIfThere(db, 'table', ['gift_claim_codes']);
    },
  };
}
