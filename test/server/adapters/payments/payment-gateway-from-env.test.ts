import { describe, expect, it } from 'vitest';
import {
  paymentGatewayFromEnv,
  PaymentsConfigurationError,
  readPaymentSettings,
} from '../../../../server/adapters/payments/payment-gateway-from-env';
import { SandboxPaymentGateway } from '../../../../server/adapters/payments/sandbox-gateway';
import { TossPaymentGateway } from '../../../../server/adapters/payments/toss-gateway';
import { CryptoRandom } from '../../../../server/adapters/security/crypto-random';

const parts = { clock: { now: () => new Date() }, random: new CryptoRandom() };
const CLIENT = 'test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq';
const SECRET = 'test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R';

/** The configuration error `env` is refused with. */
function refusal(env: Record<string, string>): PaymentsConfigurationError {
  const caught = (() => {
    try {
      return readPaymentSettings(env);
    } catch (error) {
      return error;
    }
  })();
  expect(caught).toBeInstanceOf(PaymentsConfigurationError);
  return caught as PaymentsConfigurationError;
}

describe('choosing the payment provider from the environment', () => {
  it('takes Toss Payments when both keys are set, with no sandbox pages', () => {
    const chosen = paymentGatewayFromEnv(
      { PAYMENTS_CLIENT_KEY: CLIENT, PAYMENTS_SECRET_KEY: SECRET, NODE_ENV: 'production' },
      parts,
    );
    expect(chosen.gateway).toBeInstanceOf(TossPaymentGateway);
    expect(chosen.sandbox).toBeNull();
    expect(chosen.gateway?.checkoutSettings()).toMatchObject({
      provider: 'toss',
      clientKey: CLIENT,
    });
  });

  it('takes the sandbox when neither key is set, outside production', () => {
    for (const NODE_ENV of [undefined, 'development', 'test']) {
      const chosen = paymentGatewayFromEnv({ NODE_ENV }, parts);
      expect(chosen.gateway).toBeInstanceOf(SandboxPaymentGateway);
      expect(chosen.sandbox).toBe(chosen.gateway);
      expect(chosen.gateway?.checkoutSettings()).toEqual({
        provider: 'sandbox',
        label: '테스트 결제',
      });
    }
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX=1', () => {
    expect(refusal({ NODE_ENV: 'production' }).message).toMatch(/PAYMENTS_SANDBOX=1/u);
    expect(refusal({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }).message).toMatch(
      /PAYMENTS_SANDBOX=1/u,
    );
    expect(readPaymentSettings({ NODE_ENV: 'production', PAYMENTS_SANDBOX: '1' })).toEqual({
      provider: 'sandbox',
    });
  });

  it('takes no online payment with PAYMENTS_ONLINE=off, in production too', () => {
    expect(readPaymentSettings({ NODE_ENV: 'production', PAYMENTS_ONLINE: 'off' })).toEqual({
      provider: 'off',
    });
    expect(
      readPaymentSettings({
        PAYMENTS_ONLINE: 'off',
        PAYMENTS_CLIENT_KEY: CLIENT,
        PAYMENTS_SECRET_KEY: SECRET,
      }),
    ).toEqual({ provider: 'off' });
    expect(refusal({ PAYMENTS_ONLINE: 'no' }).message).toMatch(
      /PAYMENTS_ONLINE must be on or off/u,
    );
    expect(refusal({ NODE_ENV: 'production' }).message).toMatch(/PAYMENTS_ONLINE=off/u);
  });

  it('refuses one key without the other, naming the missing one', () => {
    expect(refusal({ PAYMENTS_CLIENT_KEY: CLIENT }).message).toMatch(
      /^PAYMENTS_SECRET_KEY is missing/u,
    );
    expect(refusal({ PAYMENTS_SECRET_KEY: SECRET }).message).toMatch(
      /^PAYMENTS_CLIENT_KEY is missing/u,
    );
    // A blank value counts as unset.
    expect(refusal({ PAYMENTS_CLIENT_KEY: CLIENT, PAYMENTS_SECRET_KEY: '  ' }).message).toMatch(
      /PAYMENTS_SECRET_KEY is missing/u,
    );
  });

  it('refuses keys swapped, malformed or of test and live mixed, never repeating a key', () => {
    const cases = [
      { PAYMENTS_CLIENT_KEY: SECRET, PAYMENTS_SECRET_KEY: CLIENT },
      { PAYMENTS_CLIENT_KEY: CLIENT, PAYMENTS_SECRET_KEY: 'sk_live_without_prefix' },
      { PAYMENTS_CLIENT_KEY: CLIENT, PAYMENTS_SECRET_KEY: 'live_sk_zXLkKEypNArWmo50nX3lmeaxYG5R' },
    ];
    for (const env of cases) {
      const { message } = refusal(env);
      expect(message).toMatch(/PAYMENTS_(CLIENT|SECRET)_KEY/u);
      expect(message).not.toContain(SECRET);
      expect(message).not.toContain('zXLkKEyp');
    }
  });

  it('accepts the payment widget’s keys (gck/gsk)', () => {
    expect(
      readPaymentSettings({
        PAYMENTS_CLIENT_KEY: 'test_gck_docs_Ovk5rk1EwkEbP0W43n07xlzm',
        PAYMENTS_SECRET_KEY: 'test_gsk_docs_OaPz8L5KdmQXkzRz3y47BMw6',
      }).provider,
    ).toBe('toss');
  });
});
