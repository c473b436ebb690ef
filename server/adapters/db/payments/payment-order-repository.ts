import type { Kysely, Selectable } from 'kysely';
import type { OrderState } from '../../../../src/domain/payments';
import type {
  PaymentOrderRepository,
  StoredOrder,
} from '../../../application/payments/orders-port';
import type { Tables } from '../shared/schema';

type Row = Selectable<Tables['paymentOrders']>;

export class KyselyPaymentOrderRepository implements PaymentOrderRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async create(order: StoredOrder): Promise<boolean> {
    const result = await this.db
      .insertInto('paymentOrders')
      .values(rowOf(order))
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async find(orderId: string): Promise<StoredOrder | null> {
    const row = await this.db
      .selectFrom('paymentOrders')
      .selectAll()
      .where('orderId', '=', orderId)
      .executeTakeFirst();
    return row ? orderOf(row) : null;
  }

  async findByPaymentKey(paymentKey: string): Promise<StoredOrder | null> {
    const row = await this.db
      .selectFrom('paymentOrders')
      .selectAll()
      .where('paymentKey', '=', paymentKey)
      .executeTakeFirst();
    return row ? orderOf(row) : null;
  }

  async replace(expected: OrderState, next: StoredOrder): Promise<boolean> {
    const { orderId, createdAt: _createdAt, ...changes } = rowOf(next);
    const result = await this.db
      .updateTable('paymentOrders')
      .set(changes)
      .where('orderId', '=', orderId)
      .where('state', '=', expected)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async inStates(
    states: readonly OrderState[],
    before: string,
    limit: number,
  ): Promise<StoredOrder[]> {
    if (states.length === 0) return [];
    const rows = await this.db
      .selectFrom('paymentOrders')
      .selectAll()
      .where('state', 'in', states)
      .where('updatedAt', '<', before)
      .orderBy('updatedAt')
      .limit(limit)
      .execute();
    return rows.map(orderOf);
  }

  async unkeptEventFees(limit: number): Promise<StoredOrder[]> {
    const rows = await this.db
      .selectFrom('paymentOrders')
      .selectAll()
      .where('purpose', '=', 'event')
      .where('state', '=', 'paid')
      .where('recordedAs', 'is', null)
      .where('provider', '!=', 'own')
      .orderBy('updatedAt')
      .limit(limit)
      .execute();
    return rows.map(orderOf);
  }

  async awaitingTransfers(references: readonly string[]): Promise<StoredOrder[]> {
    if (references.length === 0) return [];
    const rows = await this.db
      .selectFrom('paymentOrders')
      .selectAll()
      .where('transferReference', 'in', references)
      .where('state', '=', 'awaitingDeposit')
      .execute();
    return rows.map(orderOf);
  }
}

function rowOf(order: StoredOrder): Row {
  return {
    orderId: order.orderId,
    purpose: order.purpose,
    state: order.state,
    amount: order.amount,
    method: order.method,
    provider: order.provider,
    fundId: order.fundId,
    duesKind: order.dues?.kind ?? null,
    duesYear: order.dues?.year ?? null,
    memberId: order.donor.memberId,
    donorName: order.donor.name,
    donorPhone: order.donor.phone,
    donorEmail: order.donor.email,
    wantsReceipt: order.wantsReceipt ? 1 : 0,
    residentNumberSealed: order.residentNumber?.sealed ?? null,
    residentNumberMasked: order.residentNumber?.masked ?? null,
    namedInHallOfFame: order.namedInHallOfFame ? 1 : 0,
    paymentKey: order.paymentKey,
    failure: order.failure,
    transferReference: order.transferReference,
    depositBank: order.deposit?.bank ?? null,
    depositAccount: order.deposit?.accountNumber ?? null,
    depositHolder: order.deposit?.holderName ?? null,
    depositSecret: order.deposit?.secret ?? null,
    createdAt: order.createdAt,
    confirmRequestedAt: order.confirmRequestedAt,
    paidAt: order.paidAt,
    depositDueAt: order.depositDueAt,
    recordedAs: order.recordedAs,
    updatedAt: order.updatedAt,
    pledgeId: order.pledge?.pledgeId ?? null,
    pledgeMonth: order.pledge?.month ?? null,
    eventRegistrationId: order.event?.registrationId ?? null,
    eventName: order.event?.name ?? null,
  };
}

function orderOf(row: Row): StoredOrder {
  return {
    orderId: row.orderId,
    purpose: row.purpose,
    state: row.state,
    amount: Number(row.amount),
    method: row.method,
    provider: row.provider,
    fundId: row.fundId,
    dues: row.duesKind ? { kind: row.duesKind, year: row.duesYear } : null,
    donor: {
      memberId: row.memberId,
      name: row.donorName,
      phone: row.donorPhone,
      email: row.donorEmail,
    },
    wantsReceipt: row.wantsReceipt === 1,
    residentNumber:
      row.residentNumberSealed && row.residentNumberMasked
        ? { sealed: row.residentNumberSealed, masked: row.residentNumberMasked }
        : null,
    namedInHallOfFame: row.namedInHallOfFame === 1,
    paymentKey: row.paymentKey,
    failure: row.failure as StoredOrder['failure'],
    transferReference: row.transferReference,
    deposit:
      row.depositBank && row.depositAccount && row.depositHolder
        ? {
            bank: row.depositBank,
            accountNumber: row.depositAccount,
            holderName: row.depositHolder,
            secret: row.depositSecret,
          }
        : null,
    createdAt: row.createdAt,
    confirmRequestedAt: row.confirmRequestedAt,
    paidAt: row.paidAt,
    depositDueAt: row.depositDueAt,
    recordedAs: row.recordedAs,
    updatedAt: row.updatedAt,
    pledge:
      row.pledgeId && row.pledgeMonth ? { pledgeId: row.pledgeId, month: row.pledgeMonth } : null,
    event:
      row.eventRegistrationId !== null && row.eventName !== null
        ? { registrationId: row.eventRegistrationId, name: row.eventName }
        : null,
  };
}
