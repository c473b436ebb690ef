import type { Kysely } from 'kysely';
import type {
  AuthCodeRecord,
  AuthCodeRepository,
  ConsentRecord,
  ConsentRepository,
  PasswordResetRecord,
  PasswordResetRepository,
  RefreshTokenRecord,
  SessionRepository,
  SignedInAccount,
  TokenFamilyRecord,
} from '../../../application/shared/ports';
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

export class KyselyConsentRepository implements ConsentRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(consents: readonly ConsentRecord[]): Promise<void> {
    if (consents.length === 0) return;
    await this.db
      .insertInto('account_consents')
      .values(
        consents.map((consent) => ({
          consent_id: consent.consentId,
          user_id: consent.userId,
          kind: consent.kind,
          version: consent.version,
          agreed: consent.agreed ? 1 : 0,
          recorded_at: consent.recordedAt,
        })),
      )
      .execute();
  }

  async listFor(userId: string): Promise<readonly ConsentRecord[]> {
    const rows = await this.db
      .selectFrom('account_consents')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('recorded_at')
      .orderBy('kind')
      .execute();
    return rows.map((row) => ({
      consentId: row.consent_id,
      userId: row.user_id,
      kind: row.kind as ConsentRecord['kind'],
      version: row.version,
      agreed: row.agreed === 1,
      recordedAt: row.recorded_at,
    }));
  }
}

export class KyselyAuthCodeRepository implements AuthCodeRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(code: AuthCodeRecord): Promise<void> {
    await this.db
      .insertInto('auth_codes')
      .values({
        code_id: code.codeId,
        email: code.email,
        purpose: code.purpose,
        code_hash: code.codeHash,
        expires_at: code.expiresAt,
        attempts_left: code.attemptsLeft,
        created_at: code.createdAt,
        consumed_at: code.consumedAt,
      })
      .execute();
  }

  async latest(email: string, purpose: string): Promise<AuthCodeRecord | null> {
    const row = await this.db
      .selectFrom('auth_codes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row
      ? {
          codeId: row.code_id,
          email: row.email,
          purpose: row.purpose,
          codeHash: row.code_hash,
          expiresAt: row.expires_at,
          attemptsLeft: row.attempts_left,
          createdAt: row.created_at,
          consumedAt: row.consumed_at,
        }
      : null;
  }

  async takeAttempt(codeId: string): Promise<number | null> {
    const row = await this.db
      .updateTable('auth_codes')
      .set((eb) => ({ attempts_left: eb('attempts_left', '-', 1) }))
      .where('code_id', '=', codeId)
      .where('attempts_left', '>', 0)
      .where('consumed_at', 'is', null)
      .returning('attempts_left')
      .executeTakeFirst();
    return row ? Number(row.attempts_left) : null;
  }

  async markConsumed(codeId: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('auth_codes')
      .set({ consumed_at: at })
      .where('code_id', '=', codeId)
      .where('consumed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

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

export class KyselyPasswordResetRepository implements PasswordResetRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async insert(reset: PasswordResetRecord): Promise<void> {
    await this.db
      .insertInto('password_resets')
      .values({
        token_hash: reset.tokenHash,
        user_id: reset.userId,
        created_at: reset.createdAt,
        expires_at: reset.expiresAt,
        used_at: reset.usedAt,
      })
      .execute();
  }

  async find(tokenHash: string): Promise<PasswordResetRecord | null> {
    const row = await this.db
      .selectFrom('password_resets')
      .selectAll()
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
    return row
      ? {
          tokenHash: row.token_hash,
          userId: row.user_id,
          createdAt: row.created_at,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
        }
      : null;
  }

  async markUsed(tokenHash: string, at: string): Promise<boolean> {
    const result = await this.db
      .updateTable('password_resets')
      .set({ used_at: at })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
