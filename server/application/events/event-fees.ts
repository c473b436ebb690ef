import { AppError } from '../shared/app-error';
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

  async recordPaidEventFee(payment: {
    readonly registrationId: string;
    readonly orderId: string;
    readonly amount: number;
    readonly paidAt: string;
  }): Promise<{ readonly registrationId: string }> {
    const registration = await this.deps.events.findRegistration(payment.registrationId);
    if (!registration) throw new AppError('notFound', '신청을 찾을 수 없습니다.');
    // Paid even when released meanwhile: the money is kept as `paid`, for the office to refund.
    await this.deps.events.changePayment(
      payment.registrationId,
      ['pending', 'door', 'none'],
      'paid',
      payment.paidAt,
      payment.orderId,
    );
    return { registrationId: payment.registrationId };
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
