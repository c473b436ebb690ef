import type { Kysely } from 'kysely';
import type {
  AuthCodeRecord,
  AuthCodeRepository,
  ConsentRecord,
  ConsentRepository,
  PasswordResetRecord,
  PasswordResetRepository,
} from '../../../application/accounts/ports';
import type { DatabaseSchema } from '../shared/schema';

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
