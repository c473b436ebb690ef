import type { ProviderPayment } from '../../application/payments/ports';
import type { Random } from '../../application/shared/ports';
import type { SandboxPaymentRecord } from './sandbox-store';
import { tossDeclined } from './toss-errors';

/** A card number that pays, registers, and is then declined by the card company. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
/** An amount (won) every card payment and charge of is declined as over the limit. */
export const SANDBOX_DECLINED_AMOUNT = 4_444;

/** As at Toss, a checkout not confirmed within ten minutes lapses. */
const CHECKOUT_LIFETIME_MS = 10 * 60 * 1000;

/** The sandbox's refusal of a payment, as Toss would word it, or null. */
export function sandboxRefusal(
  cardDeclines: boolean,
  method: SandboxPaymentRecord['method'],
  amount: number,
): { code: string; message: string } | null {
  if (method !== 'card') return null;
  const code = cardDeclines
    ? 'REJECT_CARD_COMPANY'
    : amount === SANDBOX_DECLINED_AMOUNT
      ? 'REJECT_CARD_PAYMENT'
      : null;
  return code ? { code, message: tossDeclined(code).message } : null;
}

/** Whether a checkout or a virtual account has passed its time by `now`. */
export function hasLapsed(record: SandboxPaymentRecord, now: Date): boolean {
  const time = now.getTime();
  if (record.status === 'pending') {
    return time > record.requestedAt.getTime() + CHECKOUT_LIFETIME_MS;
  }
  return (
    record.status === 'awaitingDeposit' &&
    record.virtualAccount !== null &&
    time > record.virtualAccount.dueDate.getTime()
  );
}

/** A virtual account number in the bank's grouping (562-123456-12345). */
export function sandboxAccountNumber(random: Random): string {
  const digits = (count: number) =>
    [...random.token(count)]
      .slice(0, count)
      .map((char) => String(char.charCodeAt(0) % 10))
      .join('');
  return `562-${digits(6)}-${digits(5)}`;
}

export function providerPaymentOf(record: SandboxPaymentRecord): ProviderPayment {
  return {
    provider: 'sandbox',
    paymentKey: record.paymentKey,
    orderId: record.orderId,
    status: record.status,
    amount: record.amount,
    balanceAmount: record.balanceAmount,
    method: record.method,
    approvedAt: record.approvedAt,
    virtualAccount: record.virtualAccount,
    receiptUrl: null,
    failure: record.failure,
  };
}
