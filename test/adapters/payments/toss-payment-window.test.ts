import { describe, expect, it, vi } from 'vitest';
import {
  TossPaymentWindow,
  type TossBillingAuthRequest,
  type TossPaymentRequest,
  type TossPaymentsSdk,
} from '../../../src/adapters/payments/toss-payment-window';
import { A_STARTED_CHECKOUT } from '../../support/checkouts';

const CHECKOUT = A_STARTED_CHECKOUT;

const SETTINGS = {
  provider: 'toss',
  clientKey: 'test_ck_example',
  successUrl: 'https://alumni.example.kr/contribution/donate/done',
  failUrl: 'https://alumni.example.kr/contribution/donate/done',
} as const;

/** A stand-in for Toss's v2 SDK global: records what it was asked. */
function fakeSdk() {
  const requests: TossPaymentRequest[] = [];
  const billing: TossBillingAuthRequest[] = [];
  const customers: string[] = [];
  const keys: string[] = [];
  const sdk = Object.assign(
    (clientKey: string) => {
      keys.push(clientKey);
      return {
        payment: ({ customerKey }: { customerKey: string }) => {
          customers.push(customerKey);
          return {
            requestPayment: async (request: TossPaymentRequest) => {
              requests.push(request);
            },
            requestBillingAuth: async (request: TossBillingAuthRequest) => {
              billing.push(request);
            },
          };
        },
      };
    },
    { ANONYMOUS: '@@ANONYMOUS' },
  ) satisfies TossPaymentsSdk;
  return { sdk, requests, billing, customers, keys };
}

describe('the Toss Payments window (issue 31, item 2)', () => {
  it('loads the SDK only when opened, and asks for the order’s own amount in KRW, anonymously', async () => {
    const { sdk, requests, customers, keys } = fakeSdk();
    const load = vi.fn(async () => sdk);
    const window = new TossPaymentWindow(load);
    expect(load).not.toHaveBeenCalled();
    await window.open(CHECKOUT, SETTINGS);
    expect(load).toHaveBeenCalledTimes(1);
    expect(keys).toEqual(['test_ck_example']);
    expect(customers).toEqual(['@@ANONYMOUS']);
    expect(requests).toEqual([
      {
        method: 'CARD',
        amount: { currency: 'KRW', value: 30_000 },
        orderId: CHECKOUT.orderId,
        orderName: '장학기금 기부 3만원',
        successUrl: SETTINGS.successUrl,
        failUrl: SETTINGS.failUrl,
        customerEmail: 'garam@example.com',
        customerName: '한가람',
        customerMobilePhone: '01023456789',
      },
    ]);
  });

  it.each([
    ['transfer', 'TRANSFER'],
    ['virtualAccount', 'VIRTUAL_ACCOUNT'],
  ] as const)('opens %s as Toss’s %s', async (method, tossMethod) => {
    const { sdk, requests } = fakeSdk();
    await new TossPaymentWindow(async () => sdk).open({ ...CHECKOUT, method }, SETTINGS);
    expect(requests.map((request) => request.method)).toEqual([tossMethod]);
  });

  it('opens no window for the association’s own account, nor without a client key', async () => {
    const { sdk, requests } = fakeSdk();
    const window = new TossPaymentWindow(async () => sdk);
    await expect(window.open({ ...CHECKOUT, method: 'bankTransfer' }, SETTINGS)).rejects.toThrow();
    await expect(window.open(CHECKOUT, { ...SETTINGS, clientKey: null })).rejects.toThrow();
    expect(requests).toEqual([]);
  });

  it('registers a monthly pledge’s card in Toss’s billing window, as the member’s own customer', async () => {
    const { sdk, billing, customers, requests } = fakeSdk();
    await new TossPaymentWindow(async () => sdk).registerCard(
      { pledgeId: 'p1', customerKey: 'cust-AbCd1234' },
      {
        ...SETTINGS,
        customer: { name: '한가람', email: 'garam@example.com' },
      },
    );
    expect(customers).toEqual(['cust-AbCd1234']);
    expect(requests).toEqual([]);
    expect(billing).toEqual([
      {
        method: 'CARD',
        successUrl: SETTINGS.successUrl,
        failUrl: SETTINGS.failUrl,
        customerEmail: 'garam@example.com',
        customerName: '한가람',
      },
    ]);
  });
});
