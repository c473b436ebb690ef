import type { Kysely } from 'kysely';
import type {
  RefreshTokenRecord,
  SessionRepository,
  SignedInAccount,
  TokenFamilyRecord,
} from '../../../application/session/ports';
import { PreparedQuery, type QueryRunner } from '../shared/prepared-query';
import type { DatabaseSchema } from '../shared/schema';

/** Every signed-in request: its sign-in alive and its account, in one read. */
const signedInAccount = new PreparedQuery(3, (db, familyId: string, userId: string, at: string) =>
  db
    .selectFrom('token_families')
    .innerJoin('accounts', 'accounts.user_id', 'token_families.user_id')
    .select(['accounts.user_id', 'accounts.role', 'accounts.status'])
    .where('token_families.family_id', '=', familyId)
    .where('token_families.user_id', '=', userId)
    .where('token_families.revoked_at', 'is', null)
    .where('token_families.expires_at', '>', at),
);

export class KyselySessionRepository implements SessionRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly reads: QueryRunner,
  ) {}

  async insertFamily(family: TokenFamilyRecord): Promise<void> {
    await this.db
      .insertInto('token_families')
      .values({
        family_id: family.familyId,
        user_id: family.userId,
        created_at: family.createdAt,
        expires_at: family.expiresAt,
        revoked_at: family.revokedAt,
        revoked_reason: null,
      })
      .execute();
  }

  async findFamily(familyId: string): Promise<TokenFamilyRecord | null> {
    const row = await this.db
      .selectFrom('token_families')
      .selectAll()
      .where('family_id', '=', familyId)
      .executeTakeFirst();
    return row
      ? {
          familyId: row.family_id,
          userId: row.user_id,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          revokedAt: row.revoked_at,
        }
      : null;
  }

  async findSignedInAccount(
    familyId: string,
    userId: string,
    at: string,
  ): Promise<SignedInAccount | null> {
    const row = await signedInAccount.first(this.db, this.reads, familyId, userId, at);
    return row
      ? {
          userId: row.user_id,
          role: row.role as SignedInAccount['role'],
          status: row.status as SignedInAccount['status'],
        }
      : null;
  }

  async revokeFamily(familyId: string, reason: string, at: string): Promise<void> {
    await this.db
      .updateTable('token_families')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('family_id', '=', familyId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeAllOf(
    userId: string,
    reason: string,
    at: string,
    keepFamilyId?: string,
  ): Promise<void> {
    let query = this.db
      .updateTable('token_families')
      .set({ revoked_at: at, revoked_reason: reason })
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null);
    if (keepFamilyId !== undefined) query = query.where('family_id', '!=', keepFamilyId);
    await query.execute();
  }

  async insertRefreshToken(token: RefreshTokenRecord): Promise<void> {
    await this.db
      .insertInto('refresh_tokens')
      .values({
        token_hash: token.tokenHash,
        family_id: token.familyId,
        issued_at: token.issuedAt,
        used_at: token.usedAt,
      })
      .execute();
  }

  async findRefreshToken(tokenHash: string): Promise<RefreshTokenRecord | null> {
    const row = await this.db
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row
      ? {
          tokenHash: row.token_hash,
          familyId: row.family_id,
          issuedAt: row.issued_at,
          usedAt: row.used_at,
        }
      : null;
  }

  async markRefreshTokenUsed(tokenHash: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
