import { describe, expect, it, vi } from 'vitest';
import type { PaymentWindow } from '../../../src/application/payments/payment-api';
import {
  ProviderPaymentWindow,
  SANDBOX_CARD_PATH,
  SandboxPaymentWindow,
} from '../../../src/adapters/payments/sandbox-payment-window';
import { A_STARTED_CHECKOUT } from '../../support/checkouts';

const CHECKOUT = A_STARTED_CHECKOUT;

const RETURNS = {
  successUrl: 'https://alumni.example.kr/contribution/donate/card',
  failUrl: 'https://alumni.example.kr/contribution/donate/card',
};

const REGISTRATION = { pledgeId: 'pledge-1', customerKey: 'cus_AbCdEfGhIjKl' };

/** The sandbox's window (테스트 결제), issue 31 item 2: the site's own pages, not Toss's. */
describe('SandboxPaymentWindow', () => {
  it('opens the sandbox page with the order and method only: no return address in the query', async () => {
    const navigate = vi.fn();
    const window = new SandboxPaymentWindow({ path: '/contribution/donate/sandbox', navigate });
    await window.open(CHECKOUT);
    expect(navigate).toHaveBeenCalledWith(
      `/contribution/donate/sandbox?orderId=${CHECKOUT.orderId}&method=card`,
    );
  });

  it('opens the card window of a new pledge on its own page, and carries a card change back', async () => {
    const navigate = vi.fn();
    const window = new SandboxPaymentWindow({ path: '/contribution/donate/sandbox', navigate });
    const settings = {
      provider: 'sandbox',
      clientKey: null,
      customer: { name: '한가람', email: 'garam@example.com' },
      ...RETURNS,
    } as const;
    await window.registerCard(REGISTRATION, settings);
    await window.registerCard(REGISTRATION, {
      ...settings,
      successUrl: `${RETURNS.successUrl}?change=pledge-1`,
    });
    expect(navigate.mock.calls).toEqual([
      [`${SANDBOX_CARD_PATH}?pledgeId=pledge-1&customerKey=cus_AbCdEfGhIjKl`],
      [`${SANDBOX_CARD_PATH}?pledgeId=pledge-1&customerKey=cus_AbCdEfGhIjKl&change=pledge-1`],
    ]);
  });

  it('uses the card page it is given', async () => {
    const navigate = vi.fn();
    const window = new SandboxPaymentWindow({ path: '/pay', cardPath: '/card', navigate });
    await window.registerCard(REGISTRATION, {
      provider: 'sandbox',
      clientKey: null,
      customer: { name: '한가람', email: 'garam@example.com' },
      ...RETURNS,
    });
    expect(navigate).toHaveBeenCalledWith('/card?pledgeId=pledge-1&customerKey=cus_AbCdEfGhIjKl');
  });
});

describe('ProviderPaymentWindow', () => {
  function recording(): PaymentWindow & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      open: async (checkout) => void calls.push(`open ${checkout.orderId}`),
      registerCard: async (registration) => void calls.push(`card ${registration.pledgeId}`),
    };
  }

  it('opens the window of the provider the server names, loading only that one', async () => {
    const toss = recording();
    const sandbox = recording();
    const loadToss = vi.fn(async () => toss);
    const loadSandbox = vi.fn(async () => sandbox);
    const window = new ProviderPaymentWindow({ toss: loadToss, sandbox: loadSandbox });
    await window.open(CHECKOUT, { provider: 'sandbox', clientKey: null, ...RETURNS });
    await window.registerCard(REGISTRATION, {
      provider: 'toss',
      clientKey: 'test_ck_example',
      customer: { name: '한가람', email: 'garam@example.com' },
      ...RETURNS,
    });
    expect(sandbox.calls).toEqual([`open ${CHECKOUT.orderId}`]);
    expect(toss.calls).toEqual(['card pledge-1']);
    expect(loadToss).toHaveBeenCalledTimes(1);
    expect(loadSandbox).toHaveBeenCalledTimes(1);
  });

  it('opens nothing when the site takes no payments online', async () => {
    const loadToss = vi.fn(async () => recording());
    const loadSandbox = vi.fn(async () => recording());
    const window = new ProviderPaymentWindow({ toss: loadToss, sandbox: loadSandbox });
    await expect(
      window.open(CHECKOUT, { provider: 'off', clientKey: null, ...RETURNS }),
    ).rejects.toThrow();
    await expect(
      window.registerCard(REGISTRATION, {
        provider: 'off',
        clientKey: null,
        customer: { name: '한가람', email: 'garam@example.com' },
        ...RETURNS,
      }),
    ).rejects.toThrow();
    expect(loadToss).not.toHaveBeenCalled();
    expect(loadSandbox).not.toHaveBeenCalled();
  });
});
