import type { Kysely } from 'kysely';
import type {
  SecondFactorRecord,
  SecondFactorRepository,
  SecondFactorTicketRecord,
} from '../../../application/session/ports';
import { SingleUseTokens } from '../shared/single-use-tokens';
import { deleteRowsBefore } from '../shared/rows';
import type { Tables } from '../shared/schema';

/**
 * The administrators' second factor. Whether a step, a recovery code or a ticket counts is
 * decided by one conditional UPDATE each (never read, compare and write in the process): of two
 * requests with the same code, the database lets one through.
 */
export class KyselySecondFactorRepository implements SecondFactorRepository {
  private readonly tickets: SingleUseTokens<'secondFactorTickets'>;

  constructor(private readonly db: Kysely<Tables>) {
    this.tickets = new SingleUseTokens(db, 'secondFactorTickets');
  }

  async find(userId: string): Promise<SecondFactorRecord | null> {
    const row = await this.db
      .selectFrom('secondFactors')
      .select(['userId', 'sealedSecret', 'createdAt', 'confirmedAt', 'lastStep'])
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row ? { ...row, lastStep: row.lastStep === null ? null : Number(row.lastStep) } : null;
  }

  async attachEnrolmentSecret(tokenHash: string, sealedSecret: string): Promise<void> {
    await this.db
      .updateTable('secondFactorTickets')
      .set({ sealedSecret })
      .where('tokenHash', '=', tokenHash)
      .where('sealedSecret', 'is', null)
      .execute();
  }

  async confirmEnrolment(record: {
    userId: string;
    sealedSecret: string;
    step: number;
    at: string;
  }): Promise<boolean> {
    const { userId, sealedSecret, step, at } = record;
    // One statement: of two confirmations at once, the database lets one write the factor.
    const result = await this.db
      .insertInto('secondFactors')
      .values({ userId, sealedSecret, createdAt: at, confirmedAt: at, lastStep: step })
      .onConflict((conflict) =>
        conflict
          .column('userId')
          .doUpdateSet({ sealedSecret, createdAt: at, confirmedAt: at, lastStep: step })
          .where('secondFactors.confirmedAt', 'is', null),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async acceptStep(userId: string, step: number): Promise<boolean> {
    const result = await this.db
      .updateTable('secondFactors')
      .set({ lastStep: step })
      .where('userId', '=', userId)
      .where('confirmedAt', 'is not', null)
      .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insertRecoveryCodes(
    userId: string,
    codeHashes: readonly string[],
    at: string,
  ): Promise<void> {
    if (codeHashes.length === 0) return;
    await this.db
      .insertInto('recoveryCodes')
      .values(codeHashes.map((codeHash) => ({ codeHash, userId, createdAt: at, usedAt: null })))
      .execute();
  }

  async useRecoveryCode(userId: string, codeHash: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('recoveryCodes')
      .set({ usedAt: at })
      .where('codeHash', '=', codeHash)
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async remove(userId: string): Promise<boolean> {
    await this.db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    const result = await this.db
      .deleteFrom('secondFactors')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  insertTicket(ticket: SecondFactorTicketRecord): Promise<void> {
    return this.tickets.insert(ticket);
  }

  findTicket(tokenHash: string): Promise<SecondFactorTicketRecord | null> {
    return this.tickets.find(tokenHash);
  }

  markTicketUsed(tokenHash: string, at: string): Promise<boolean> {
    return this.tickets.markUsed(tokenHash, at);
  }

  async useUpTicketsOf(userId: string, at: string): Promise<void> {
    await this.db
      .updateTable('secondFactorTickets')
      .set({ usedAt: at })
      .where('userId', '=', userId)
      .where('usedAt', 'is', null)
      .execute();
  }

  deleteTicketsExpiredBefore(at: string): Promise<number> {
    return deleteRowsBefore(this.db, 'secondFactorTickets', 'expiresAt', at);
  }
}
