export {
  PAYMENT_API,
  PAYMENT_WINDOW,
  type PaymentApi,
  type PaymentWindow,
  SANDBOX_PAYMENT_API,
  type SandboxPaymentApi,
} from './payment-api';
