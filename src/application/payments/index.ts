export {
  OFFICE_PLEDGE_API,
  type OfficePledgeApi,
  type OfficePledges,
  PAYMENT_API,
  PAYMENT_WINDOW,
  type PaymentApi,
  type PaymentWindow,
  PLEDGE_API,
  type PledgeApi,
  SANDBOX_PAYMENT_API,
  type SandboxPaymentApi,
} from './payment-api';
