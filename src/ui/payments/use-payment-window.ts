import { useCallback } from 'react';
import { useLocation } from 'wouter';
import type { StartedCheckout } from '../../domain/payments';
import { useAppServices } from '../shared/app/app-services';

/**
 * Opens the payment window of an order the server started (기부하기, or an event's fee: issue 33),
 * as 기부하기 does: the provider's window (Toss's, or the sandbox's page) coming back to the
 * thank-you page, which confirms the payment and says what it paid for; an order already settled
 * without a window (the association's own account) goes straight to that page, with the account
 * and the reference. The provider is the server's (its checkout options), read when it opens.
 */
export function usePaymentWindow(): (started: StartedCheckout) => Promise<void> {
  const { payments, paymentWindow, routes } = useAppServices();
  const [, navigate] = useLocation();
  const donePath = routes.byId('donateDone').path;
  return useCallback(
    async (started: StartedCheckout) => {
      if (started.outcome) {
        navigate(`${donePath}?${new URLSearchParams({ orderId: started.orderId }).toString()}`);
        return;
      }
      const { provider, clientKey } = await payments.checkoutOptions();
      // The window comes back to the done page, with the provider's query added to it.
      const back = new URL(donePath, document.baseURI).href;
      await paymentWindow.open(started, { provider, clientKey, successUrl: back, failUrl: back });
    },
    [payments, paymentWindow, navigate, donePath],
  );
}
