import type { PaymentWindow } from '../../application/payments/payment-api';
import type { CardRegistration, StartedCheckout } from '../../domain/payments';
import { buildRouteTable } from '../../domain/shared/routing/route-table';

/** Where the site shows the sandbox's window, and how the window leaves the page. */
export interface SandboxWindowSettings {
  /** The sandbox window's page (/contribution/donate/sandbox). */
  readonly path: string;
  /** The sandbox's card window's page (/contribution/donate/sandbox-card). */
  readonly cardPath?: string;
  /** Goes to an address of the site without leaving the app (the demo's data stays in memory). */
  readonly navigate: (address: string) => void;
}

/**
 * The sandbox's payment window (테스트 결제): the site's own page, given the order and the
 * method; it pays through the sandbox and returns to the done page as Toss returns (the success
 * address with paymentKey, orderId and amount, or the fail address with a code).
 */
export class SandboxPaymentWindow implements PaymentWindow {
  constructor(private readonly settings: SandboxWindowSettings) {}

  async open(checkout: StartedCheckout): Promise<void> {
    // The page returns to the site's own done page: no address travels in the query.
    const query = new URLSearchParams({ orderId: checkout.orderId, method: checkout.method });
    this.settings.navigate(`${this.settings.path}?${query.toString()}`);
  }

  async registerCard(
    registration: CardRegistration,
    settings: Parameters<PaymentWindow['registerCard']>[1],
  ): Promise<void> {
    const query = new URLSearchParams({ ...registration });
    // A new card of a pledge (not a new pledge): carried back as Toss carries the success query.
    const change = new URL(settings.successUrl, 'http://site.invalid').searchParams.get('change');
    if (change) query.set('change', change);
    const path = this.settings.cardPath ?? SANDBOX_CARD_PATH;
    this.settings.navigate(`${path}?${query.toString()}`);
  }
}

/** The sandbox's card window (a page outside the menu). */
export const SANDBOX_CARD_PATH = '/contribution/donate/sandbox-card';

/**
 * The window of the provider the server names (options.provider): Toss's when it takes payments,
 * the sandbox's otherwise. Each loads only when a donor pays.
 */
export class ProviderPaymentWindow implements PaymentWindow {
  constructor(
    private readonly windows: {
      readonly toss: () => Promise<PaymentWindow>;
      readonly sandbox: () => Promise<PaymentWindow>;
    },
  ) {}

  async open(
    checkout: StartedCheckout,
    settings: Parameters<PaymentWindow['open']>[1],
  ): Promise<void> {
    if (settings.provider === 'off') throw new Error('No provider takes payments');
    const window = await this.windows[settings.provider]();
    await window.open(checkout, settings);
  }

  async registerCard(
    registration: CardRegistration,
    settings: Parameters<PaymentWindow['registerCard']>[1],
  ): Promise<void> {
    if (settings.provider === 'off') throw new Error('No provider takes cards');
    const window = await this.windows[settings.provider]();
    await window.registerCard(registration, settings);
  }
}

/**
 * The site's payment window: Toss's or the sandbox's, as the server's options name, each loaded
 * when a donor pays; the sandbox's page is reached without leaving the app (the router follows
 * the history, as wouter listens to popstate).
 */
export function providerPaymentWindow(
  sandboxPath: string = buildRouteTable().byId('donateSandbox').path,
): PaymentWindow {
  return new ProviderPaymentWindow({
    toss: async () => new (await import('./toss-payment-window')).TossPaymentWindow(),
    sandbox: async () =>
      new SandboxPaymentWindow({
        path: sandboxPath,
        navigate: (address) => {
          globalThis.history.pushState(null, '', address);
          globalThis.dispatchEvent(new PopStateEvent('popstate'));
        },
      }),
  });
}
