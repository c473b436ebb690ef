import { ContainerModule } from 'inversify';
import {
  PAYMENT_API,
  PAYMENT_WINDOW,
  type PaymentWindow,
  SANDBOX_PAYMENT_API,
} from '../../application/payments';
import { buildRouteTable } from '../../domain/shared/routing/route-table';
import { type FeatureComposition, resolve } from '../feature-composition';
import { lazyHttpPort } from '../lazy-port';

/**
 * The payment window of the provider the server names, each loaded when a donor pays: Toss's SDK
 * window, or the sandbox's own page (테스트 결제), reached without leaving the app.
 */
export function providerPaymentWindow(): PaymentWindow {
  const sandboxPath = buildRouteTable().byId('donateSandbox').path;
  let window: Promise<PaymentWindow> | null = null;
  return {
    async open(checkout, settings) {
      window ??= import('../../adapters/payments/sandbox-payment-window').then(
        ({ ProviderPaymentWindow, SandboxPaymentWindow }) =>
          new ProviderPaymentWindow({
            toss: async () =>
              new (await import('../../adapters/payments/toss-payment-window')).TossPaymentWindow(),
            sandbox: async () =>
              new SandboxPaymentWindow({ path: sandboxPath, navigate: navigateInApp }),
          }),
      );
      await (await window).open(checkout, settings);
    },
  };
}

/** A move within the app: the router follows the history (wouter listens to popstate). */
function navigateInApp(address: string): void {
  globalThis.history.pushState(null, '', address);
  globalThis.dispatchEvent(new PopStateEvent('popstate'));
}

/** 기부하기 (issue 31): its adapters load with the pages that use them. */
export const feature: FeatureComposition = {
  http: new ContainerModule(({ bind }) => {
    const payments = lazyHttpPort(
      async () => (await import('../../adapters/http/http-payment-api')).HttpPaymentApi,
    );
    bind(PAYMENT_API).toDynamicValue(payments);
    bind(SANDBOX_PAYMENT_API).toDynamicValue(payments);
    bind(PAYMENT_WINDOW).toConstantValue(providerPaymentWindow());
  }),
  services: (container) => ({
    payments: resolve(container, PAYMENT_API),
    sandboxPayments: resolve(container, SANDBOX_PAYMENT_API),
    paymentWindow: resolve(container, PAYMENT_WINDOW),
  }),
};
