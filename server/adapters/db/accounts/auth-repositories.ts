import type { Kysely } from 'kysely';
import type {
  AuthCodeRecord,
  AuthCodeRepository,
  ConsentRecord,
  ConsentRepository,
  PasswordResetRepository,
} from '../../../application/accounts/ports';
import { markOnce } from '../shared/rows';
import { SingleUseTokens } from '../shared/single-use-tokens';
import type { Tables } from '../shared/schema';

export class KyselyConsentRepository implements ConsentRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(consents: readonly ConsentRecord[]): Promise<void> {
    if (consents.length === 0) return;
    await this.db
      .insertInto('accountConsents')
      .values(
        consents.map(({ consentId, userId, kind, version, agreed, recordedAt }) => ({
          consentId,
          userId,
          kind,
          version,
          agreed: agreed ? 1 : 0,
          recordedAt,
        })),
      )
      .execute();
  }

  async lastAnswers(kind: ConsentRecord['kind']): Promise<ReadonlyMap<string, ConsentRecord>> {
    const rows = await this.db
      .selectFrom('accountConsents')
      .selectAll()
      .where('kind', '=', kind)
      .orderBy('recordedAt')
      .execute();
    // Oldest first, so each member's last answer is the one left in the map.
    return new Map(
      rows.map((row) => [
        row.userId,
        { ...row, kind: row.kind as ConsentRecord['kind'], agreed: row.agreed === 1 },
      ]),
    );
  }

  async listFor(userId: string): Promise<readonly ConsentRecord[]> {
    const rows = await this.db
      .selectFrom('accountConsents')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('recordedAt')
      .orderBy('kind')
      .execute();
    return rows.map((row) => ({
      ...row,
      kind: row.kind as ConsentRecord['kind'],
      agreed: row.agreed === 1,
    }));
  }
}

export class KyselyAuthCodeRepository implements AuthCodeRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(code: AuthCodeRecord): Promise<void> {
    await this.db.insertInto('authCodes').values(code).execute();
  }

  async latest(email: string, purpose: string): Promise<AuthCodeRecord | null> {
    const row = await this.db
      .selectFrom('authCodes')
      .selectAll()
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ?? null;
  }

  async takeAttempt(codeId: string): Promise<number | null> {
    const row = await this.db
      .updateTable('authCodes')
      .set((eb) => ({ attemptsLeft: eb('attemptsLeft', '-', 1) }))
      .where('codeId', '=', codeId)
      .where('attemptsLeft', '>', 0)
      .where('consumedAt', 'is', null)
      .returning('attemptsLeft')
      .executeTakeFirst();
    return row ? Number(row.attemptsLeft) : null;
  }

  markConsumed(codeId: string, at: string): Promise<boolean> {
    return markOnce(this.db, 'authCodes', 'codeId', codeId, 'consumedAt', at);
  }
}

/** Password resets: tokens used once (shared/single-use-tokens.ts). */
export class KyselyPasswordResetRepository
  extends SingleUseTokens<'passwordResets'>
  implements PasswordResetRepository
{
  constructor(db: Kysely<Tables>) {
    super(db, 'passwordResets');
  }
}
