import { inject, injectable } from 'inversify';
import type { PaymentApi, SandboxPaymentApi } from '../../application/payments/payment-api';
import type { CheckoutRequest, PaymentRedirect } from '../../domain/payments';
import { ApiClient } from './api-client';

/** 기부하기's checkout and the sandbox's payment window (/api/public/payments/…). */
@injectable()
export class HttpPaymentApi implements PaymentApi, SandboxPaymentApi {
  constructor(@inject(ApiClient) private readonly client: ApiClient) {}

  checkoutOptions(signal?: AbortSignal) {
    return this.client.call('checkoutOptions', { signal });
  }

  startCheckout(request: CheckoutRequest) {
    return this.client.call('startCheckout', {
      body: { ...request, donor: { ...request.donor }, consents: { ...request.consents } },
    });
  }

  confirmPayment(redirect: PaymentRedirect) {
    const { paymentKey, orderId, amount } = redirect;
    return this.client.call('confirmPayment', { body: { paymentKey, orderId, amount } });
  }

  abandonCheckout(orderId: string, code?: string) {
    return this.client.call('abandonCheckout', {
      body: code === undefined ? { orderId } : { orderId, code },
    });
  }

  paymentOrder(orderId: string, signal?: AbortSignal) {
    return this.client.call('paymentOrder', { params: { orderId }, signal });
  }

  sandboxPay(payment: Parameters<SandboxPaymentApi['sandboxPay']>[0]) {
    return this.client.call('sandboxPay', { body: { ...payment } });
  }

  sandboxDeposit(orderId: string) {
    return this.client.call('sandboxDeposit', { body: { orderId } });
  }

  sandboxRegisterCard(card: Parameters<SandboxPaymentApi['sandboxRegisterCard']>[0]) {
    return this.client.call('sandboxRegisterCard', { body: { ...card } });
  }
}
