import { feeOverdue } from '../../../src/domain/events';
import type { EventsDependencies } from './dependencies';
import type { EventMails } from './event-mails';
import type { SeatLedger } from './seat-ledger';

/**
 * The entry the payments feature calls (issue 33, item 3; `EventLedger` in its ports): a
 * registration's fee as the events feature prices it, the fee paid (inside the order's own
 * transaction), and an order closed unpaid (the held seats come free and the line moves, only
 * when that order is the registration's open one and it is still unpaid).
 */
export class EventFees {
  constructor(
    private readonly deps: Pick<EventsDependencies, 'events' | 'transactions' | 'clock'>,
    private readonly ledger: SeatLedger,
    private readonly mails: EventMails,
  ) {}

  async feeOrderOf(registrationId: string) {
    const registration = await this.deps.events.findRegistration(registrationId);
    if (
      !registration ||
      registration.state !== 'confirmed' ||
      registration.payment !== 'pending' ||
      registration.amount === 0
    )
      return null;
    const event = await this.deps.events.findEvent(registration.eventId);
    if (!event || event.state === 'cancelled') return null;
    return {
      amount: registration.amount,
      orderName: `${event.title} 참가비`,
      payer: {
        memberId: registration.memberId,
        name: registration.name,
        phone: registration.phone,
        email: registration.email,
      },
    };
  }

  /** The registration's own page (path and signed link), for the payment's thank-you page. */
  async registrationPathOf(registrationId: string): Promise<string | null> {
    if (!(await this.deps.events.findRegistration(registrationId))) return null;
    const link = new URL(this.mails.linkOf(registrationId));
    return `${link.pathname}${link.search}`;
  }

  /**
   * A fee paid, inside the order's transaction: `kept` when it paid the registration's fee (a
   * live registration owing it, online or at the door); not kept when the registration is gone,
   * cancelled or released meanwhile, or already paid by another order. The payments feature
   * gives a fee not kept back (`EventFeeCheckouts.refundUnkeptFees`).
   */
  async recordPaidEventFee(payment: {
    readonly registrationId: string;
    readonly orderId: string;
    readonly amount: number;
    readonly paidAt: string;
  }): Promise<{ readonly registrationId: string; readonly kept: boolean }> {
    // A cancelled registration owes nothing (its pending or door fee became `none`): the
    // condition on the payment alone keeps a cancellation at the same moment out.
    const kept = await this.deps.events.changePayment(
      payment.registrationId,
      ['pending', 'door'],
      'paid',
      payment.paidAt,
      payment.orderId,
    );
    return { registrationId: payment.registrationId, kept };
  }

  /**
   * The hourly pass of the pay-by rule (`feeOverdue`): a seat whose online fee is still unpaid
   * past its pay-by, with no payment open, goes to the next in line, and the attendee is mailed.
   * Each is checked again under the event's lock (a payment may have opened meanwhile). Answers
   * how many were released.
   */
  async releaseOverdueFees(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.events.overdueFees(now.toISOString());
    let released = 0;
    for (const { registration, event } of due) {
      const done = await this.deps.transactions.run(async () => {
        await this.deps.events.lockEvent(event.eventId);
        const current = await this.deps.events.findRegistration(registration.registrationId);
        if (!current || !feeOverdue(current, event, now)) return false;
        const before = await this.ledger.cancel(current.registrationId);
        if (before) await this.mails.registrationCancelled(event, before, 'unpaid', false);
        return before !== null;
      });
      if (done) released += 1;
    }
    return released;
  }

  async releaseUnpaidRegistration(payment: {
    readonly registrationId: string;
    readonly orderId: string;
  }): Promise<void> {
    await this.deps.transactions.run(async () => {
      const registration = await this.deps.events.findRegistration(payment.registrationId);
      if (
        !registration ||
        registration.orderId !== payment.orderId ||
        registration.payment !== 'pending' ||
        registration.state === 'cancelled'
      )
        return;
      const before = await this.ledger.cancel(payment.registrationId);
      const event = await this.deps.events.findEvent(registration.eventId);
      if (before && event) await this.mails.registrationCancelled(event, before, 'unpaid', false);
    });
  }
}
