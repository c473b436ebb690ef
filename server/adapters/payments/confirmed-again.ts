import {
  PaymentDeclined,
  type ConfirmRequest,
  type ProviderPayment,
} from '../../application/payments/ports';

/**
 * A confirm refused as ALREADY_PROCESSED_PAYMENT is the retry of one whose answer was lost: the
 * payment of that key, order and amount is the answer. Anything else stays refused (a payment
 * key confirmed for another order, another amount).
 */
export async function confirmedAgain(
  error: unknown,
  request: ConfirmRequest,
  read: (paymentKey: string) => Promise<ProviderPayment | null>,
): Promise<ProviderPayment> {
  if (!(error instanceof PaymentDeclined) || error.code !== 'ALREADY_PROCESSED_PAYMENT') {
    throw error;
  }
  const payment = await read(request.paymentKey);
  if (
    payment &&
    payment.orderId === request.orderId &&
    payment.amount === request.amount &&
    payment.status !== 'pending' &&
    payment.status !== 'failed'
  ) {
    return payment;
  }
  throw error;
}
