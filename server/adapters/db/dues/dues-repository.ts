import type { ExpressionBuilder, Kysely, Selectable } from 'kysely';
import type {
  DuesAmountChangeRecord,
  DuesDefinitionRecord,
  DuesPaymentRecord,
  DuesRegisterRow,
  DuesRepository,
} from '../../../application/dues/ports';
import type { DuesDefinition, DuesKind } from '../../../../src/domain/payments';
import type { Tables } from '../shared/schema';

/** `annual:2026` or `lifetime`: what a definition or a payment is for. */
function coverageOf(kind: DuesKind, year: number | null): string {
  return kind === 'lifetime' ? 'lifetime' : `annual:${String(year)}`;
}

const PAYMENT_COLUMNS = [
  'duesPayments.id',
  'duesPayments.memberId',
  'duesPayments.kind',
  'duesPayments.year',
  'duesPayments.amount',
  'duesPayments.paidAt',
  'duesPayments.paidOn',
  'duesPayments.orderId',
  'duesPayments.confirmationNumber',
] as const;

type PaymentRow = Pick<
  Selectable<Tables['duesPayments']>,
  | 'id'
  | 'memberId'
  | 'kind'
  | 'year'
  | 'amount'
  | 'paidAt'
  | 'paidOn'
  | 'orderId'
  | 'confirmationNumber'
>;

function paymentOf(row: PaymentRow): DuesPaymentRecord {
  return { ...row, kind: row.kind as DuesKind, amount: Number(row.amount) };
}

export class KyselyDuesRepository implements DuesRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async definitions(): Promise<DuesDefinitionRecord[]> {
    const rows = await this.db
      .selectFrom('duesDefinitions')
      .select(['kind', 'year', 'amount', 'updatedAt', 'updatedBy'])
      .orderBy('kind')
      .orderBy('year', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, kind: row.kind as DuesKind, amount: Number(row.amount) }));
  }

  async saveDefinition(
    definition: DuesDefinition,
    at: string,
    by: string,
    changeId: string,
  ): Promise<{ previousAmount: number | null }> {
    const coverage = coverageOf(definition.kind, definition.year);
    const before = await this.db
      .selectFrom('duesDefinitions')
      .select('amount')
      .where('coverage', '=', coverage)
      .executeTakeFirst();
    await this.db
      .insertInto('duesDefinitions')
      .values({ coverage, ...definition, updatedAt: at, updatedBy: by })
      .onConflict((conflict) =>
        conflict
          .column('coverage')
          .doUpdateSet({ amount: definition.amount, updatedAt: at, updatedBy: by }),
      )
      .execute();
    const previousAmount = before ? Number(before.amount) : null;
    await this.db
      .insertInto('duesAmountChanges')
      .values({
        id: changeId,
        coverage,
        amount: definition.amount,
        previousAmount,
        changedAt: at,
        changedBy: by,
      })
      .execute();
    return { previousAmount };
  }

  async amountChanges(limit: number): Promise<DuesAmountChangeRecord[]> {
    const rows = await this.db
      .selectFrom('duesAmountChanges')
      .innerJoin('duesDefinitions', 'duesDefinitions.coverage', 'duesAmountChanges.coverage')
      .select([
        'duesDefinitions.kind',
        'duesDefinitions.year',
        'duesAmountChanges.amount',
        'duesAmountChanges.previousAmount',
        'duesAmountChanges.changedAt',
        'duesAmountChanges.changedBy',
      ])
      .orderBy('duesAmountChanges.changedAt', 'desc')
      .orderBy('duesAmountChanges.id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      ...row,
      kind: row.kind as DuesKind,
      amount: Number(row.amount),
      previousAmount: row.previousAmount === null ? null : Number(row.previousAmount),
    }));
  }

  async paymentByOrder(orderId: string): Promise<DuesPaymentRecord | null> {
    const row = await this.db
      .selectFrom('duesPayments')
      .select(PAYMENT_COLUMNS)
      .where('orderId', '=', orderId)
      .executeTakeFirst();
    return row ? paymentOf(row) : null;
  }

  async paymentsOf(memberId: string): Promise<DuesPaymentRecord[]> {
    const rows = await this.db
      .selectFrom('duesPayments')
      .select(PAYMENT_COLUMNS)
      .where('memberId', '=', memberId)
      .orderBy('paidAt', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(paymentOf);
  }

  async insertPayment(payment: DuesPaymentRecord): Promise<boolean> {
    const inserted = await this.db
      .insertInto('duesPayments')
      .values({ ...payment, coverage: coverageOf(payment.kind, payment.year) })
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async numberPayment(paymentId: string, confirmationNumber: string): Promise<void> {
    await this.db
      .updateTable('duesPayments')
      .set({ confirmationNumber })
      .where('id', '=', paymentId)
      .execute();
  }

  async nextConfirmationSerial(paidYear: number): Promise<number> {
    const row = await this.db
      .insertInto('duesConfirmationSerials')
      .values({ paidYear, lastSerial: 1 })
      .onConflict((conflict) =>
        conflict
          .column('paidYear')
          .doUpdateSet((eb) => ({ lastSerial: eb('duesConfirmationSerials.lastSerial', '+', 1) })),
      )
      .returning('lastSerial')
      .executeTakeFirstOrThrow();
    return Number(row.lastSerial);
  }

  async register(year: number): Promise<DuesRegisterRow[]> {
    const rows = await this.db
      .selectFrom('duesPayments')
      .leftJoin('accounts', 'accounts.userId', 'duesPayments.memberId')
      .select([
        ...PAYMENT_COLUMNS,
        'accounts.name',
        'accounts.graduationYear',
        'accounts.classNumber',
      ])
      .where((eb) => coveringYear(eb, year))
      .orderBy('duesPayments.paidAt')
      .orderBy('duesPayments.id')
      .execute();
    return rows.map((row) => ({
      ...paymentOf(row),
      name: row.name ?? null,
      graduationYear: row.graduationYear ?? null,
      classNumber: row.classNumber ?? null,
    }));
  }

  async payersOf(year: number): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('duesPayments')
      .select('memberId')
      .distinct()
      .where((eb) => coveringYear(eb, year))
      .execute();
    return new Set(rows.map((row) => row.memberId));
  }

  async badgeHolders(memberIds: readonly string[], year: number): Promise<Set<string>> {
    if (memberIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('duesPayments')
      .innerJoin('duesBadgePreferences', 'duesBadgePreferences.memberId', 'duesPayments.memberId')
      .select('duesPayments.memberId')
      .distinct()
      .where('duesBadgePreferences.showBadge', '=', 1)
      .where('duesPayments.memberId', 'in', [...memberIds])
      .where((eb) => coveringYear(eb, year))
      .execute();
    return new Set(rows.map((row) => row.memberId));
  }

  async showsBadge(memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('duesBadgePreferences')
      .select('showBadge')
      .where('memberId', '=', memberId)
      .executeTakeFirst();
    return row?.showBadge === 1;
  }

  async saveBadgePreference(memberId: string, show: boolean, at: string): Promise<void> {
    const showBadge = show ? 1 : 0;
    await this.db
      .insertInto('duesBadgePreferences')
      .values({ memberId, showBadge, updatedAt: at })
      .onConflict((conflict) =>
        conflict.column('memberId').doUpdateSet({ showBadge, updatedAt: at }),
      )
      .execute();
  }
}

/** The domain's duesCoverYear in SQL: the year's annual dues, or lifetime dues paid by its end. */
function coveringYear(eb: ExpressionBuilder<Tables, 'duesPayments'>, year: number) {
  return eb.or([
    eb.and([eb('duesPayments.kind', '=', 'annual'), eb('duesPayments.year', '=', year)]),
    eb.and([
      eb('duesPayments.kind', '=', 'lifetime'),
      eb('duesPayments.paidOn', '<=', `${String(year)}-12-31`),
    ]),
  ]);
}
