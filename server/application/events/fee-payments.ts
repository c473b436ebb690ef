import type { DataOf } from '../../../src/contract/endpoint-types';
import type { PaymentMethod } from '../../../src/domain/payments';

/**
 * What the events feature asks of the payments feature (issue 33, item 3), wired by the
 * composition root to payments' application entry: an order for a registration's fee, and the
 * refund of a paid one through the payment port's `cancel`. Payments asks events back through
 * `EventLedger` (server/application/payments/payments-ports.ts).
 */
export interface EventFeePayments {
  /** The payment methods offered online now (empty: the site takes no payments). */
  methods(): readonly PaymentMethod[];
  /**
   * Opens an order (purpose `event`) for the registration's fee, priced by the events feature
   * (`EventLedger.feeOrderOf`), never by the browser: the payment window's details.
   */
  startFeeCheckout(request: {
    readonly registrationId: string;
    readonly method: PaymentMethod;
  }): Promise<DataOf<'startCheckout'>>;
  /**
   * Refunds a paid fee's order in full (the provider's cancel, idempotent by the order):
   * `refunded` false with the provider's reason when it could not (the office then refunds by
   * hand; the registration stays cancelled).
   */
  refundFee(
    orderId: string,
    reason: string,
  ): Promise<{ readonly refunded: boolean; readonly message: string | null }>;
}
