import type { StartedCheckout } from '../../domain/payments';
import type { AppServices } from '../shared/app/app-services';

/**
 * Opens the payment window for an event's fee, as 기부하기 opens it for a gift or dues: the
 * provider's settings from the checkout's options, back to the payment's outcome page.
 */
export async function openFeePayment(
  services: Pick<AppServices, 'payments' | 'paymentWindow' | 'routes'>,
  started: StartedCheckout,
): Promise<void> {
  const options = await services.payments.checkoutOptions();
  const back = new URL(services.routes.byId('donateDone').path, document.baseURI).href;
  await services.paymentWindow.open(started, {
    provider: options.provider,
    clientKey: options.clientKey,
    successUrl: back,
    failUrl: back,
  });
}
