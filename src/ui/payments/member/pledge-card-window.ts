import type { CheckoutOptions, CardRegistration } from '../../../domain/payments';
import { CARD_RETURN_PATH } from '../../../domain/payments';
import type { PaymentWindow } from '../../../application/payments';

/**
 * Opens the card window for a pledge's new card; it comes back to the card return page, told
 * (`change=card`) that this is a new card, not a new pledge.
 */
export async function openNewCardWindow(
  registration: CardRegistration,
  options: CheckoutOptions,
  paymentWindow: PaymentWindow,
): Promise<void> {
  const query = new URLSearchParams({ pledgeId: registration.pledgeId, change: 'card' });
  const back = new URL(`${CARD_RETURN_PATH}?${query.toString()}`, document.baseURI).href;
  await paymentWindow.registerCard(registration, {
    provider: options.provider,
    clientKey: options.clientKey,
    customer: { name: options.member?.name ?? '', email: options.member?.email ?? '' },
    successUrl: back,
    failUrl: back,
  });
}
