import type { Clock, Random } from '../../application/shared/ports';
import type {
  PaymentGateway,
  SandboxCheckout,
  WebhookDelivery,
} from '../../application/payments/ports';
import { SandboxPaymentGateway } from './sandbox-gateway';
import type { SandboxPaymentStore } from './sandbox-store';
import { TossPaymentGateway } from './toss-gateway';

/**
 * Which provider takes payments, from the environment:
 * - PAYMENTS_CLIENT_KEY and PAYMENTS_SECRET_KEY (both or neither): Toss Payments;
 * - neither: the sandbox (테스트 결제), refused when NODE_ENV=production unless PAYMENTS_SANDBOX=1;
 * - PAYMENTS_ONLINE=off: no online payment at all (only deposits to the association's account).
 */
export type PaymentSettings =
  | {
      readonly provider: 'toss';
      readonly clientKey: string;
      readonly secretKey: string;
      /** PAYMENTS_API_URL: Toss's API origin, when not its own (a proxy, a local stand-in). */
      readonly apiUrl?: string;
      /** PAYMENTS_API_TIMEOUT_MS: how long a call may wait for its answer, default 30 s. */
      readonly timeoutMs?: number;
    }
  | { readonly provider: 'sandbox' }
  | { readonly provider: 'off' };

/**
 * A wrong payment setting. The server's configuration (server/config.ts) reports it as its own
 * ConfigurationError, so that the start stops with `설정 오류: …`. Never names a key's value.
 */
export class PaymentsConfigurationError extends Error {
  override readonly name = 'PaymentsConfigurationError';
}

const CLIENT_KEY = /^(test|live)_g?ck_\w+$/u;
const SECRET_KEY = /^(test|live)_g?sk_\w+$/u;

export function readPaymentSettings(
  env: Readonly<Record<string, string | undefined>>,
): PaymentSettings {
  const online = env.PAYMENTS_ONLINE?.trim();
  if (online !== undefined && online !== '' && online !== 'on' && online !== 'off') {
    throw new PaymentsConfigurationError('PAYMENTS_ONLINE must be on or off');
  }
  if (online === 'off') return { provider: 'off' };
  const clientKey = env.PAYMENTS_CLIENT_KEY?.trim() || null;
  const secretKey = env.PAYMENTS_SECRET_KEY?.trim() || null;
  if (clientKey && secretKey) {
    if (!CLIENT_KEY.test(clientKey)) {
      throw new PaymentsConfigurationError(
        'PAYMENTS_CLIENT_KEY must be a Toss Payments client key (test_ck_… or live_ck_…)',
      );
    }
    if (!SECRET_KEY.test(secretKey)) {
      throw new PaymentsConfigurationError(
        'PAYMENTS_SECRET_KEY must be a Toss Payments secret key (test_sk_… or live_sk_…)',
      );
    }
    if (clientKey.split('_')[0] !== secretKey.split('_')[0]) {
      throw new PaymentsConfigurationError(
        'PAYMENTS_CLIENT_KEY and PAYMENTS_SECRET_KEY must be both test keys or both live keys',
      );
    }
    const apiUrl = env.PAYMENTS_API_URL?.trim();
    if (apiUrl && !/^https?:\/\/[^/\s]+\/?$/u.test(apiUrl)) {
      throw new PaymentsConfigurationError(
        'PAYMENTS_API_URL must be an origin such as https://api.tosspayments.com',
      );
    }
    const timeout = env.PAYMENTS_API_TIMEOUT_MS?.trim();
    const timeoutMs = timeout ? Number(timeout) : null;
    if (
      timeoutMs !== null &&
      !(Number.isInteger(timeoutMs) && timeoutMs >= 100 && timeoutMs <= 120_000)
    ) {
      throw new PaymentsConfigurationError(
        'PAYMENTS_API_TIMEOUT_MS must be milliseconds from 100 to 120000',
      );
    }
    return {
      provider: 'toss',
      clientKey,
      secretKey,
      ...(apiUrl ? { apiUrl } : {}),
      ...(timeoutMs !== null ? { timeoutMs } : {}),
    };
  }
  if (clientKey || secretKey) {
    throw new PaymentsConfigurationError(
      `${clientKey ? 'PAYMENTS_SECRET_KEY' : 'PAYMENTS_CLIENT_KEY'} is missing: set both ` +
        'PAYMENTS_CLIENT_KEY and PAYMENTS_SECRET_KEY for Toss Payments, or neither for the sandbox',
    );
  }
  if (env.NODE_ENV === 'production' && env.PAYMENTS_SANDBOX?.trim() !== '1') {
    throw new PaymentsConfigurationError(
      'Set PAYMENTS_CLIENT_KEY and PAYMENTS_SECRET_KEY: in production (NODE_ENV=production) ' +
        'the sandbox, which takes no money, runs only with PAYMENTS_SANDBOX=1 ' +
        "(or set PAYMENTS_ONLINE=off to take deposits to the association's account only)",
    );
  }
  return { provider: 'sandbox' };
}

export interface PaymentGatewayParts {
  readonly clock: Clock;
  readonly random: Random;
  /** The sandbox's webhook receiver (the application's handler). */
  readonly deliverSandboxWebhook?: (delivery: WebhookDelivery) => Promise<void> | void;
  /** Where the sandbox keeps its payments (in memory when absent). */
  readonly sandboxStore?: SandboxPaymentStore;
  /** Toss's API origin, for a stand-in. */
  readonly tossBaseUrl?: string;
}

export interface ChosenPaymentGateway {
  readonly gateway: PaymentGateway;
  /** The sandbox's checkout pages' side, or null with Toss (the browser talks to Toss). */
  readonly sandbox: SandboxCheckout | null;
}

/** No online payment (PAYMENTS_ONLINE=off). */
const NO_GATEWAY: { readonly gateway: null; readonly sandbox: null } = {
  gateway: null,
  sandbox: null,
};

export function paymentGatewayFrom(
  settings: PaymentSettings,
  parts: PaymentGatewayParts,
): ChosenPaymentGateway | typeof NO_GATEWAY {
  if (settings.provider === 'off') return NO_GATEWAY;
  if (settings.provider === 'toss') {
    const toss = new TossPaymentGateway({
      clientKey: settings.clientKey,
      secretKey: settings.secretKey,
      ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
      ...(settings.apiUrl || parts.tossBaseUrl
        ? { baseUrl: settings.apiUrl ?? parts.tossBaseUrl }
        : {}),
    });
    return { gateway: toss, sandbox: null };
  }
  const sandbox = new SandboxPaymentGateway({
    clock: parts.clock,
    random: parts.random,
    ...(parts.sandboxStore ? { store: parts.sandboxStore } : {}),
    ...(parts.deliverSandboxWebhook ? { deliver: parts.deliverSandboxWebhook } : {}),
  });
  return { gateway: sandbox, sandbox };
}

/** readPaymentSettings, then paymentGatewayFrom. */
export function paymentGatewayFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  parts: PaymentGatewayParts,
): ChosenPaymentGateway | typeof NO_GATEWAY {
  return paymentGatewayFrom(readPaymentSettings(env), parts);
}
