import type { Kysely } from 'kysely';
import type {
  RefreshTokenRecord,
  SessionRepository,
  SignedInAccount,
  TokenFamilyRecord,
} from '../../../application/session/ports';
import { PreparedQuery, type QueryRunner } from '../shared/prepared-query';
import { SingleUseTokens } from '../shared/single-use-tokens';
import type { Tables } from '../shared/schema';

/** Every signed-in request: its sign-in alive and its account, in one read. */
const signedInAccount = new PreparedQuery(
  3,
  (db: Kysely<Tables>, familyId: string, userId: string, at: string) =>
    db
      .selectFrom('tokenFamilies')
      .innerJoin('accounts', 'accounts.userId', 'tokenFamilies.userId')
      .select([
        'accounts.userId',
        'accounts.role',
        'accounts.status',
        'accounts.officeLockedAt',
        'tokenFamilies.secondFactorAt',
      ])
      .where('tokenFamilies.familyId', '=', familyId)
      .where('tokenFamilies.userId', '=', userId)
      .where('tokenFamilies.revokedAt', 'is', null)
      .where('tokenFamilies.expiresAt', '>', at),
);

export class KyselySessionRepository implements SessionRepository {
  /** Refresh tokens: used once (shared/single-use-tokens.ts). */
  private readonly refreshTokens: SingleUseTokens<'refreshTokens'>;

  constructor(
    private readonly db: Kysely<Tables>,
    private readonly reads: QueryRunner,
  ) {
    this.refreshTokens = new SingleUseTokens(db, 'refreshTokens');
  }

  async insertFamily(family: TokenFamilyRecord): Promise<void> {
    await this.db
      .insertInto('tokenFamilies')
      .values({ ...family, revokedReason: null })
      .execute();
  }

  async findFamily(familyId: string): Promise<TokenFamilyRecord | null> {
    const row = await this.db
      .selectFrom('tokenFamilies')
      .select(['familyId', 'userId', 'createdAt', 'expiresAt', 'revokedAt', 'secondFactorAt'])
      .where('familyId', '=', familyId)
      .executeTakeFirst();
    return row ?? null;
  }

  async findSignedInAccount(
    familyId: string,
    userId: string,
    at: string,
  ): Promise<SignedInAccount | null> {
    return (await signedInAccount.first(this.db, this.reads, familyId, userId, at)) ?? null;
  }

  async revokeFamily(familyId: string, reason: string, at: string): Promise<void> {
    await this.db
      .updateTable('tokenFamilies')
      .set({ revokedAt: at, revokedReason: reason })
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is', null)
      .execute();
  }

  async revokeAllOf(
    userId: string,
    reason: string,
    at: string,
    keepFamilyId?: string,
  ): Promise<void> {
    let query = this.db
      .updateTable('tokenFamilies')
      .set({ revokedAt: at, revokedReason: reason })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepFamilyId !== undefined) query = query.where('familyId', '!=', keepFamilyId);
    await query.execute();
  }

  insertRefreshToken(token: RefreshTokenRecord): Promise<void> {
    return this.refreshTokens.insert(token);
  }

  findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    return this.refreshTokens.find(tokenHash);
  }

  markRefreshTokenUsed(tokenHash: string, at: string): Promise<boolean> {
    return this.refreshTokens.markUsed(tokenHash, at);
  }
}
