import type {
  OfficePledgeApi,
  PaymentApi,
  PaymentWindow,
  PledgeApi,
  SandboxPaymentApi,
} from '../../application/payments';

// 기부하기 (issue 31), as the UI gets it (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    /** The checkout: its options, an order, the order's outcome after the window. */
    readonly payments: PaymentApi;
    /** The sandbox's own payment window (테스트 결제). */
    readonly sandboxPayments: SandboxPaymentApi;
    /** Opens the provider's payment window for an order. */
    readonly paymentWindow: PaymentWindow;
    /** The member's monthly pledges (/me) and a pledge card's return. */
    readonly pledges: PledgeApi;
    /** The office's monthly pledges (the console). */
    readonly officePledges: OfficePledgeApi;
  }
}
