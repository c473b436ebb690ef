import type { Kysely } from 'kysely';
import type {
  GiftClaimCodeRepository,
  StoredGiftClaimCode,
} from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

export class KyselyGiftClaimCodeRepository implements GiftClaimCodeRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async keep(code: StoredGiftClaimCode): Promise<void> {
    await this.db.deleteFrom('giftClaimCodes').where('memberId', '=', code.memberId).execute();
    await this.db.insertInto('giftClaimCodes').values(code).execute();
  }

  async find(memberId: string): Promise<StoredGiftClaimCode | null> {
    const row = await this.db
      .selectFrom('giftClaimCodes')
      .selectAll()
      .where('memberId', '=', memberId)
      .executeTakeFirst();
    return row ?? null;
  }

  async forget(memberId: string, codeDigest: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('giftClaimCodes')
      .where('memberId', '=', memberId)
      .where('codeDigest', '=', codeDigest)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }
}
