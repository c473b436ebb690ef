import {
  chargeFailed,
  depositOverdue,
  dueChargeMonth,
  type MonthKey,
  newOrderId,
  newPaymentOrder,
  newPledgeCharge,
  orderNameOf,
} from '../../../src/domain/payments';
import {
  type CalendarDate,
  formatCalendarDate,
} from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { PaymentConfirmations } from './confirmations';
import { OrderEvents, residentNumberBinding } from './order-events';
import type { StoredOrder } from './orders-port';
import type { PaymentsDependencies } from './payments-ports';
import { domainChargeOf, domainPledgeOf, storedChargeOf } from './pledge-views';
import { PledgeMails } from './pledge-mails';
import type { StoredCharge, StoredPledge } from './pledges-port';
import { PaymentDeclined, type ProviderPayment } from './ports';

/** An attempt is this instance's for this long: longer than a charge call can take. */
const CLAIM_MS = 5 * 60_000;
/** Charges attempted in one pass of the schedule. */
const PASS_LIMIT = 50;

/** What a pledge's billing key is sealed for: only this pledge's row opens it. */
export function billingKeyBinding(pledgeId: string): string {
  return `pledge-billing-key:${pledgeId}`;
}

/** What a pledge's resident number is sealed for, until its first gift puts it on the donor. */
export function pledgeResidentNumberBinding(pledgeId: string): string {
  return `pledge:${pledgeId}`;
}

/**
 * Monthly charges (issue 31, item 4): the schedule makes each month's charge of an active pledge
 * on its day — one row per (pledge, month), so that no instance and no restart makes a second —
 * and charges it through the billing key, each attempt claimed by one instance. A declined
 * charge is tried again 3 and 7 days after the first attempt (the domain's `chargeFailed`), and
 * the donor is mailed a link to change the card; a charge whose answer was lost is asked about
 * before it is sent again under the same order id, which the provider charges once.
 */
export class PledgeCharging {
  readonly #events: OrderEvents;
  readonly #confirmations: PaymentConfirmations;
  readonly #mails: PledgeMails;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#events = new OrderEvents(deps);
    this.#confirmations = new PaymentConfirmations(deps);
    this.#mails = new PledgeMails(deps);
  }

  /** The schedule's pass: the months due are made, then every charge whose day came is tried. */
  async chargeDuePledges(): Promise<number> {
    const now = this.deps.clock.now();
    const today = calendarDateOf(now);
    for (const { pledge, lastMonth } of await this.deps.pledges.activeWithLastMonth()) {
      const domain = domainPledgeOf(pledge);
      const month = domain ? dueChargeMonth(domain, today, lastMonth) : null;
      if (month) await this.addCharge(pledge, month, today);
    }
    await this.missOverdueDeposits(today);
    let paid = 0;
    const due = await this.deps.pledges.dueCharges(
      formatCalendarDate(today),
      now.toISOString(),
      PASS_LIMIT,
    );
    for (const charge of due) {
      if (await this.attempt(charge.pledgeId, charge.month)) paid += 1;
    }
    return paid;
  }

  /** A transfer pledge's month whose deposit never came (a week after the month): missed. */
  private async missOverdueDeposits(today: CalendarDate): Promise<void> {
    for (const charge of await this.deps.pledges.awaitingDeposits(PASS_LIMIT)) {
      if (!depositOverdue(domainChargeOf(charge), today)) continue;
      await this.deps.pledges.saveCharge({
        ...charge,
        state: 'missed',
        updatedAt: this.deps.clock.now().toISOString(),
      });
    }
  }

  /** The month's charge of a pledge, made once (a second call finds the first). */
  async addCharge(pledge: StoredPledge, month: MonthKey, today: CalendarDate): Promise<void> {
    const domain = domainPledgeOf(pledge);
    if (!domain) return;
    const made = newPledgeCharge(domain, month, today);
    const at = this.deps.clock.now().toISOString();
    await this.deps.pledges.addCharge({
      ...storedChargeOf(made),
      orderId: null,
      claimedUntil: null,
      createdAt: at,
      updatedAt: at,
    });
  }

  /** One attempt at a month's charge, if this instance claims it: true when it ended paid. */
  async attempt(pledgeId: string, month: string): Promise<boolean> {
    const { pledges, gateway } = this.deps;
    const now = this.deps.clock.now();
    const until = new Date(now.getTime() + CLAIM_MS).toISOString();
    if (!(await pledges.claimCharge(pledgeId, month, now.toISOString(), until))) return false;
    const [pledge, charge] = await Promise.all([
      pledges.find(pledgeId),
      pledges.charge(pledgeId, month),
    ]);
    if (charge && pledge?.state === 'ended') {
      // An ended pledge's month being retried is not charged any more.
      await this.deps.pledges.saveCharge({
        ...charge,
        state: 'missed',
        nextAttemptOn: null,
        claimedUntil: null,
        updatedAt: now.toISOString(),
      });
      return false;
    }
    if (!pledge || !charge || !gateway || pledge.state !== 'active' || !pledge.billingKeySealed) {
      if (charge) await this.release(charge);
      return false;
    }
    let order = charge.orderId ? await this.deps.paymentOrders.find(charge.orderId) : null;
    if (order?.state === 'created') {
      // The last attempt's answer was lost: the provider says whether it charged.
      const known = await gateway.paymentOfOrder(order.orderId).catch((error: unknown) => {
        this.deps.reportFailure('pledge charge reconciliation', error);
        return undefined;
      });
      if (known === undefined) return false;
      if (known && known.status !== 'pending') return this.settled(order.orderId, known);
    } else {
      order = await this.newOrder(pledge, charge);
    }
    let payment: ProviderPayment;
    try {
      payment = await gateway.chargeBillingKey({
        billingKey: this.deps.sealer.open(pledge.billingKeySealed, billingKeyBinding(pledgeId)),
        customerKey: pledge.customerKey,
        orderId: order.orderId,
        orderName: `${orderNameOf(order, null).replace(/ 기부 /u, ' 매월 기부 ')}`,
        amount: charge.amount,
      });
    } catch (error) {
      if (error instanceof PaymentDeclined && !error.retryable) {
        await this.#events.apply(order.orderId, { kind: 'failed', reason: error.reason }, 'charge');
        await this.failed(pledge, charge);
        return false;
      }
      // The outcome is unknown: the claim lapses, and the next pass asks the provider.
      this.deps.reportFailure('pledge charge', error);
      return false;
    }
    return this.settled(order.orderId, payment);
  }

  private async settled(orderId: string, payment: ProviderPayment): Promise<boolean> {
    const after = await this.#confirmations.applyProviderPayment(orderId, payment, 'charge');
    return after.state === 'paid';
  }

  private async newOrder(pledge: StoredPledge, charge: StoredCharge): Promise<StoredOrder> {
    const now = this.deps.clock.now();
    const orderId = newOrderId('pledge', calendarDateOf(now), this.deps.randomIndex);
    const base = newPaymentOrder({
      orderId,
      purpose: 'pledge',
      amount: charge.amount,
      createdAt: now.toISOString(),
    });
    const order: StoredOrder = {
      ...base,
      method: 'card',
      provider: this.deps.gateway?.provider ?? 'sandbox',
      fundId: pledge.fundId,
      dues: null,
      donor: { memberId: pledge.memberId, ...pledge.donor },
      wantsReceipt: pledge.wantsReceipt,
      residentNumber: this.residentNumberFor(pledge, orderId),
      namedInHallOfFame: pledge.namedInHallOfFame,
      transferReference: null,
      deposit: null,
      recordedAs: null,
      event: null,
      pledge: { pledgeId: pledge.pledgeId, month: charge.month },
      updatedAt: now.toISOString(),
    };
    await this.deps.paymentOrders.create(order);
    await this.deps.pledges.saveCharge({ ...charge, orderId, updatedAt: now.toISOString() });
    return order;
  }

  /** The pledge's resident number (until its first gift), sealed again for the charge's order. */
  private residentNumberFor(pledge: StoredPledge, orderId: string): StoredOrder['residentNumber'] {
    if (!pledge.residentNumber) return null;
    const vault = this.deps.residentNumbers;
    const number = vault.open(
      pledge.residentNumber.sealed,
      pledgeResidentNumberBinding(pledge.pledgeId),
    );
    return {
      sealed: vault.seal(number, residentNumberBinding(orderId)),
      masked: pledge.residentNumber.masked,
    };
  }

  /** A declined attempt: retried later, or the month missed; the donor hears either way. */
  private async failed(pledge: StoredPledge, charge: StoredCharge): Promise<void> {
    const { charge: next, notice } = chargeFailed(domainChargeOf(charge));
    const stored: StoredCharge = {
      ...charge,
      ...storedChargeOf(next),
      claimedUntil: null,
      updatedAt: this.deps.clock.now().toISOString(),
    };
    // The month's new state and the donor's mail, together (the outbox, issue 32).
    await this.deps.transactions.run(async () => {
      await this.deps.pledges.saveCharge(stored);
      await this.#mails.chargeFailed(pledge, stored, notice);
    });
  }

  private async release(charge: StoredCharge): Promise<void> {
    await this.deps.pledges.saveCharge({ ...charge, claimedUntil: null });
  }
}
