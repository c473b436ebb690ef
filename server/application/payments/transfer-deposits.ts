import {
  monthKeyOf,
  newOrderId,
  newPaymentOrder,
  transferReferencesIn,
} from '../../../src/domain/payments';
import { parseCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { OrderEvents } from './order-events';
import type { StoredOrder } from './orders-port';
import { orderSubject } from '../../../src/domain/payments';
import type { PaymentsDependencies } from './payments-ports';
import { PledgeCharging } from './pledge-charging';
import type { StoredPledge } from './pledges-port';

/** What a reference in a statement line pays: a one-time order, or a transfer pledge's month. */
export interface TransferTarget {
  readonly kind: 'order' | 'pledge';
  readonly reference: string;
  /** The order's id, or the pledge's. */
  readonly id: string;
  readonly donorName: string;
  /** Whole won expected. */
  readonly amount: number;
  /** The fund's name or the dues' label. */
  readonly what: string;
}

/** A deposit of the bank statement that carries a reference. */
export interface TransferDeposit {
  readonly reference: string;
  readonly amount: number;
  /** YYYY-MM-DD. */
  readonly depositedOn: string;
  /** The statement line's own reference (the import's key). */
  readonly bankReference: string;
}

export type SettledTransfer =
  | { readonly ok: true; readonly donationId: string }
  | { readonly ok: false; readonly message: string };

/**
 * Deposits to the association's own account that carry a reference (issue 31, item 2): what a
 * statement line's reference pays, for the import's preview, and the deposit settled through the
 * order's one way of changing (OrderEvents), so that the gift is recorded once by the payments
 * feature whatever the import does. A pledge's month gets an order of its own when its deposit
 * arrives. Called by the donations feature's import, inside its transaction.
 */
export class TransferDeposits {
  readonly #events: OrderEvents;
  readonly #charging: PledgeCharging;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#events = new OrderEvents(deps);
    this.#charging = new PledgeCharging(deps);
  }

  /** The references found in these texts (depositor, memo), with what each pays. */
  async lookUpTransfers(texts: readonly string[]): Promise<Map<string, TransferTarget>> {
    const references = [...new Set(texts.flatMap((text) => transferReferencesIn(text)))];
    const found = new Map<string, TransferTarget>();
    if (references.length === 0) return found;
    const [orders, pledges, funds] = await Promise.all([
      this.deps.paymentOrders.awaitingTransfers(references),
      this.deps.pledges.withTransferReferences(references),
      this.deps.gifts.listDonationFunds(),
    ]);
    const fundName = (fundId: string | null) =>
      funds.find((fund) => fund.fundId === fundId)?.name ?? null;
    for (const order of orders) {
      if (!order.transferReference) continue;
      found.set(order.transferReference, {
        kind: 'order',
        reference: order.transferReference,
        id: order.orderId,
        donorName: order.donor.name,
        amount: order.amount,
        what: orderSubject(order, fundName(order.fundId)),
      });
    }
    for (const pledge of pledges) {
      if (!pledge.transferReference) continue;
      found.set(pledge.transferReference, {
        kind: 'pledge',
        reference: pledge.transferReference,
        id: pledge.pledgeId,
        donorName: pledge.donor.name,
        amount: pledge.amount,
        what: `${fundName(pledge.fundId) ?? '장학기금'} 매월 기부`,
      });
    }
    return found;
  }

  /** Settles one deposit: the order (or the pledge's month) paid, its gift recorded once. */
  async settleTransfer(deposit: TransferDeposit): Promise<SettledTransfer> {
    const [target] = [...(await this.lookUpTransfers([deposit.reference])).values()];
    if (!target) return { ok: false, message: '이 참조 번호로 입금을 기다리는 신청이 없습니다.' };
    const orderId =
      target.kind === 'order' ? target.id : await this.pledgeMonthOrder(target.id, deposit);
    if (!orderId) return { ok: false, message: '이 매월 기부는 이 달의 입금을 기다리지 않습니다.' };
    const applied = await this.#events.apply(
      orderId,
      {
        kind: 'paid',
        paymentKey: `statement:${deposit.bankReference}`,
        amount: deposit.amount,
        at: new Date(`${deposit.depositedOn}T12:00:00+09:00`).toISOString(),
      },
      'statement',
    );
    if (applied.refusal) return { ok: false, message: applied.refusal };
    return applied.order.recordedAs
      ? { ok: true, donationId: applied.order.recordedAs }
      : { ok: false, message: '입금을 기록하지 못했습니다.' };
  }

  /** The order of a transfer pledge's month (made at its deposit), or null when it is not owed. */
  private async pledgeMonthOrder(
    pledgeId: string,
    deposit: TransferDeposit,
  ): Promise<string | null> {
    const pledge = await this.deps.pledges.find(pledgeId);
    const day = parseCalendarDate(deposit.depositedOn);
    if (!pledge || !day) return null;
    const month = monthKeyOf(day);
    await this.#charging.addCharge(pledge, month, day);
    const charge = await this.deps.pledges.charge(pledgeId, month);
    if (!charge || charge.state !== 'awaitingDeposit') return null;
    if (charge.orderId) return charge.orderId;
    const order = this.orderOf(pledge, month, charge.amount);
    await this.deps.paymentOrders.create(order);
    await this.deps.pledges.saveCharge({
      ...charge,
      orderId: order.orderId,
      updatedAt: order.updatedAt,
    });
    return order.orderId;
  }

  private orderOf(pledge: StoredPledge, month: string, amount: number): StoredOrder {
    const now = this.deps.clock.now();
    const orderId = newOrderId('pledge', calendarDateOf(now), this.deps.randomIndex);
    return {
      ...newPaymentOrder({ orderId, purpose: 'pledge', amount, createdAt: now.toISOString() }),
      state: 'awaitingDeposit',
      method: 'bankTransfer',
      provider: 'own',
      fundId: pledge.fundId,
      dues: null,
      donor: { memberId: pledge.memberId, ...pledge.donor },
      wantsReceipt: pledge.wantsReceipt,
      residentNumber: null,
      namedInHallOfFame: pledge.namedInHallOfFame,
      transferReference: null,
      deposit: null,
      recordedAs: null,
      event: null,
      pledge: { pledgeId: pledge.pledgeId, month },
      updatedAt: now.toISOString(),
    };
  }
}
