import { ContainerModule } from 'inversify';
import {
  OFFICE_PLEDGE_API,
  PAYMENT_API,
  PAYMENT_WINDOW,
  PLEDGE_API,
  type PaymentWindow,
  SANDBOX_PAYMENT_API,
} from '../../application/payments';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort, lazyPort } from '../lazy-port';

/** The payment window of the provider the server names, loaded when a donor pays. */
export function lazyPaymentWindow(): PaymentWindow {
  return lazyPort(async () =>
    (await import('../../adapters/payments/sandbox-payment-window')).providerPaymentWindow(),
  );
}

/** 기부하기 (issue 31): its adapters load with the pages that use them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    const payments = lazyHttpPort(
      () => import('../../adapters/http/http-payment-api'),
      'HttpPaymentApi',
    );
    bind(PAYMENT_API).toDynamicValue(payments);
    bind(SANDBOX_PAYMENT_API).toDynamicValue(payments);
    bind(PAYMENT_WINDOW).toConstantValue(lazyPaymentWindow());
    // The member's and the office's pledges from one chunk: one loader in the start-up script.
    const pledges = async () => import('../../adapters/http/http-pledge-api');
    bind(PLEDGE_API).toDynamicValue(lazyHttpPort(pledges, 'HttpPledgeApi'));
    bind(OFFICE_PLEDGE_API).toDynamicValue(lazyHttpPort(pledges, 'HttpOfficePledgeApi'));
  }),
  services: (container) => ({
    payments: resolve(container, PAYMENT_API),
    sandboxPayments: resolve(container, SANDBOX_PAYMENT_API),
    paymentWindow: resolve(container, PAYMENT_WINDOW),
    pledges: resolve(container, PLEDGE_API),
    officePledges: resolve(container, OFFICE_PLEDGE_API),
  }),
};
