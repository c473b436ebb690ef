import type { PaymentApi, PaymentWindow, SandboxPaymentApi } from '../../application/payments';

// 기부하기 (issue 31), as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The checkout: its options, an order, the order's outcome after the window. */
    readonly payments: PaymentApi;
    /** The sandbox's own payment window (테스트 결제). */
    readonly sandboxPayments: SandboxPaymentApi;
    /** Opens the provider's payment window for an order. */
    readonly paymentWindow: PaymentWindow;
  }
}
