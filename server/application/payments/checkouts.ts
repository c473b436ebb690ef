import type { DataOf } from '../../../src/contract/endpoint-types';
import {
  type CheckoutRequest,
  ORDER_CANCELLED_MESSAGE,
  type PaymentMethod,
  type PaymentOutcome,
  readCheckout,
  type StartedCheckout,
} from '../../../src/domain/payments';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { AppError } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import { MonthlyPledges } from './monthly-pledges';
import { OrderEvents, residentNumberBinding } from './order-events';
import { offeredMethods, openOrder } from './order-opening';
import type { StoredOrder } from './orders-port';
import { outcomeFor } from './payment-outcomes';
import type { PaymentsDependencies } from './payments-ports';

export { OWN_ACCOUNT_DEPOSIT_DAYS } from './order-opening';
export { outcomeFor } from './payment-outcomes';

/**
 * 기부하기's checkout (issue 31, items 1–3): what it offers, an order priced by the server from
 * the donor's choices (never the browser's amount), the donor's return without paying, and the
 * order's outcome for the thank-you page.
 */
export class Checkouts {
  readonly #events: OrderEvents;
  readonly #pledges: MonthlyPledges;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#events = new OrderEvents(deps);
    this.#pledges = new MonthlyPledges(deps);
  }

  async checkoutOptions(principal: Principal | null): Promise<DataOf<'checkoutOptions'>> {
    const { checkout } = this.deps;
    const [funds, profile, dues] = await Promise.all([
      this.deps.gifts.listDonationFunds(),
      principal ? this.deps.accounts.findProfile(principal.userId) : null,
      this.deps.dues.checkoutContextOf(principal?.userId ?? null),
    ]);
    return {
      provider: checkout.provider,
      clientKey: this.clientKey(),
      methods: this.methods(),
      funds: funds
        .filter((fund) => fund.active)
        .map(({ fundId, name, description }) => ({ fundId, name, description })),
      bankAccount: checkout.bankAccount,
      member: profile
        ? { name: profile.name ?? '', phone: profile.mobile ?? '', email: profile.email ?? '' }
        : null,
      dues: [...dues.dues],
      paidDues: dues.paidDues.map((paid) => ({ ...paid, paidOn: formatCalendarDate(paid.paidOn) })),
      today: formatCalendarDate(calendarDateOf(this.deps.clock.now())),
    };
  }

  async startCheckout(
    principal: Principal | null,
    request: CheckoutRequest,
  ): Promise<StartedCheckout> {
    const now = this.deps.clock.now();
    const today = calendarDateOf(now);
    const memberId = principal?.userId ?? null;
    const [funds, dues] = await Promise.all([
      this.deps.gifts.listDonationFunds(),
      this.deps.dues.checkoutContextOf(memberId),
    ]);
    const reading = readCheckout(
      { ...request, donor: { ...request.donor, memberId } },
      { today, funds, dues: dues.dues, paidDues: dues.paidDues },
    );
    if (!reading.ok) {
      const [first] = Object.values(reading.refusals);
      throw new AppError('invalidInput', first);
    }
    const { checkout } = reading;
    if (!this.methods().includes(checkout.method)) {
      throw new AppError(
        'invalidInput',
        '지금은 이 결제 수단을 쓸 수 없습니다. 다른 결제 수단을 골라 주세요.',
      );
    }
    const fundOf = funds.find((fund) => fund.fundId === checkout.fundId)?.name ?? null;
    if (checkout.purpose === 'pledge' && memberId) {
      return this.#pledges.startPledge(memberId, checkout, fundOf);
    }
    return openOrder(
      this.deps,
      this.#events,
      {
        purpose: checkout.purpose,
        amount: checkout.amount,
        method: checkout.method,
        fundId: checkout.fundId,
        dues: checkout.dues,
        event: null,
        donor: checkout.donor,
        wantsReceipt: checkout.wantsReceipt,
        namedInHallOfFame: checkout.namedInHallOfFame,
        residentNumberFor: (orderId) =>
          checkout.residentNumber
            ? {
                sealed: this.deps.residentNumbers.seal(
                  checkout.residentNumber.number,
                  residentNumberBinding(orderId),
                ),
                masked: checkout.residentNumber.masked,
              }
            : null,
      },
      fundOf,
    );
  }

  /** The donor came back without paying: the order closes, nothing is recorded. */
  async abandonCheckout(orderId: string, code: string | undefined): Promise<PaymentOutcome> {
    const order = await this.existing(orderId);
    if (order.provider === 'own') return this.outcome(order);
    // Closing the window is a cancellation; any other code is the provider's refusal.
    const cancelled =
      code === undefined || code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL';
    const applied = await this.#events.apply(
      orderId,
      cancelled ? { kind: 'cancelled' } : { kind: 'failed', reason: 'rejected' },
      'abandon',
    );
    const outcome = await this.outcome(applied.order);
    return cancelled && applied.order.state === 'cancelled'
      ? { ...outcome, message: outcome.message || ORDER_CANCELLED_MESSAGE }
      : outcome;
  }

  async paymentOrder(orderId: string): Promise<PaymentOutcome> {
    return this.outcome(await this.existing(orderId));
  }

  private clientKey(): string | null {
    const settings = this.deps.gateway?.checkoutSettings();
    return settings?.provider === 'toss' ? settings.clientKey : null;
  }

  /** The methods offered now: the provider's when one takes payments, the own account when set. */
  private methods(): PaymentMethod[] {
    return offeredMethods(this.deps);
  }

  private async existing(orderId: string): Promise<StoredOrder> {
    const order = await this.deps.paymentOrders.find(orderId);
    if (!order) throw new AppError('notFound', '결제 신청을 찾을 수 없습니다.');
    return order;
  }

  private async outcome(order: StoredOrder): Promise<PaymentOutcome> {
    return outcomeFor(this.deps, order);
  }
}
