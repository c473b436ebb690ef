import type { PaymentOutcome, PaymentRedirect } from '../../../src/domain/payments';
import { AppError } from '../shared/app-error';
import { outcomeFor } from './checkouts';
import { PaymentConfirmations } from './confirmations';
import type { PaymentsDependencies } from './payments-ports';
import { PaymentDeclined, type SandboxCheckout } from './ports';

/**
 * The sandbox's payment window (테스트 결제), used when no provider key is set: the donor's side
 * of what Toss's window does, on the server's sandbox, for an order of ours and its own amount.
 * Absent (404) with a real provider.
 */
export class SandboxWindow {
  readonly #confirmations: PaymentConfirmations;

  constructor(private readonly deps: PaymentsDependencies) {
    this.#confirmations = new PaymentConfirmations(deps);
  }

  async sandboxPay(payment: {
    readonly orderId: string;
    readonly method: 'card' | 'transfer' | 'virtualAccount';
    readonly cardNumber?: string;
    readonly customerName?: string;
  }): Promise<PaymentRedirect> {
    const sandbox = this.sandbox();
    const order = await this.deps.paymentOrders.find(payment.orderId);
    if (!order || order.provider !== 'sandbox') {
      throw new AppError('notFound', '결제 신청을 찾을 수 없습니다.');
    }
    if (order.state !== 'created') {
      throw new AppError(
        'invalidState',
        '이미 결제가 진행된 신청입니다. 처음부터 다시 신청해 주세요.',
      );
    }
    try {
      return await sandbox.pay({
        orderId: order.orderId,
        orderName: order.orderId,
        amount: order.amount,
        method: payment.method,
        ...(payment.cardNumber ? { cardNumber: payment.cardNumber.replace(/[\s-]/gu, '') } : {}),
        customerName: payment.customerName ?? order.donor.name,
      });
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new AppError('invalidInput', error.message);
      throw error;
    }
  }

  /** The bank's side of a sandbox virtual account: the deposit arrives (and its webhook). */
  async sandboxDeposit(orderId: string): Promise<PaymentOutcome> {
    const sandbox = this.sandbox();
    const order = await this.deps.paymentOrders.find(orderId);
    if (!order || order.provider !== 'sandbox') {
      throw new AppError('notFound', '결제 신청을 찾을 수 없습니다.');
    }
    try {
      const payment = await sandbox.deposit(orderId);
      const after = await this.#confirmations.applyProviderPayment(orderId, payment, 'webhook');
      return outcomeFor(this.deps, after);
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new AppError('invalidState', error.message);
      throw error;
    }
  }

  /** The sandbox's card window of a monthly pledge: a test card registered, its auth key back. */
  async sandboxRegisterCard(card: {
    readonly customerKey: string;
    readonly cardNumber: string;
  }): Promise<{ authKey: string; customerKey: string }> {
    const sandbox = this.sandbox();
    try {
      return await sandbox.registerCard({
        customerKey: card.customerKey,
        cardNumber: card.cardNumber.replace(/[\s-]/gu, ''),
      });
    } catch (error) {
      if (error instanceof PaymentDeclined) throw new AppError('invalidInput', error.message);
      throw error;
    }
  }

  private sandbox(): SandboxCheckout {
    if (!this.deps.sandbox) throw new AppError('notFound', '테스트 결제를 쓰지 않는 사이트입니다.');
    return this.deps.sandbox;
  }
}
