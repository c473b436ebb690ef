// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  loadTossSdk,
  TOSS_SDK_URL,
  TossPaymentWindow,
  type TossPaymentRequest,
} from '../../../src/adapters/payments/toss-payment-window';

type WithToss = { TossPayments?: unknown };

afterEach(() => {
  delete (window as WithToss).TossPayments;
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('the Toss SDK’s script (issue 31, item 2)', () => {
  it('is added once, when a window opens, and its global TossPayments takes the request', async () => {
    expect(document.querySelector(`script[src="${TOSS_SDK_URL}"]`)).toBeNull();
    const requests: TossPaymentRequest[] = [];
    const opening = new TossPaymentWindow().open(
      {
        orderId: 'gift-20261122-AbCdEfGhIjKlMnOpQrSt',
        orderName: '장학기금 기부 1만원',
        amount: 10_000,
        method: 'transfer',
        customer: { name: '한가람', email: 'garam@example.com', phone: '010-2345-6789' },
        outcome: null,
        cardRegistration: null,
      },
      {
        provider: 'toss',
        clientKey: 'test_ck_example',
        successUrl: 'https://alumni.example.kr/contribution/donate/done',
        failUrl: 'https://alumni.example.kr/contribution/donate/done',
      },
    );
    const script = document.querySelector<HTMLScriptElement>(`script[src="${TOSS_SDK_URL}"]`);
    expect(script).not.toBeNull();
    // What Toss's script defines when it has loaded.
    (window as WithToss).TossPayments = Object.assign(
      () => ({
        payment: () => ({
          requestPayment: async (request: TossPaymentRequest) => {
            requests.push(request);
          },
        }),
      }),
      { ANONYMOUS: '@@ANONYMOUS' },
    );
    script?.dispatchEvent(new Event('load'));
    await opening;
    expect(requests.map(({ method, amount }) => [method, amount])).toEqual([
      ['TRANSFER', { currency: 'KRW', value: 10_000 }],
    ]);
    // Loaded already: a second window adds no script.
    await loadTossSdk();
    expect(document.querySelectorAll(`script[src="${TOSS_SDK_URL}"]`)).toHaveLength(1);
  });
});
