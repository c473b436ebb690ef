import os from 'node:os';
import path from 'node:path';
import { DEMO_ASSOCIATION } from '../src/domain/shared/association/demo-association';
import type { ReceiptIssuer } from '../src/domain/donations/receipt';
import type { BankAccount } from '../src/domain/payments';
import { DEMO_DONATION_ACCOUNT } from '../src/domain/shared/association/demo-association';
import {
  type PaymentSettings,
  PaymentsConfigurationError,
  readPaymentSettings,
} from './adapters/payments/payment-gateway-from-env';
import {
  buildRouteTable,
  DEFAULT_PRODUCT_SEGMENT,
  RouteConfigurationError,
} from '../src/domain/shared/routing/route-table';

/**
 * The server's configuration, read once from the environment (see docs/operations.md).
 * Every value has a safe default for a single machine; bad values stop the start with a message
 * that says which variable is wrong.
 */
export interface ServerConfig {
  /** PORT, default 8080. */
  readonly port: number;
  /** HOST, default 0.0.0.0 (all interfaces). */
  readonly host: string;
  /** DATA_DIR, default ./data: the SQLite file, uploaded files, the mail outbox, secrets. */
  readonly dataDir: string;
  /** DATABASE_URL: postgres://… selects PostgreSQL; unset means SQLite in DATA_DIR. */
  readonly databaseUrl: string | null;
  /** SMTP_URL: smtp(s)://… sends real mail; unset writes .eml files to DATA_DIR/outbox. */
  readonly smtpUrl: string | null;
  /** MAIL_FROM, the sender of every mail. */
  readonly mailFrom: string;
  /**
   * MAIL_SEND_PER_MINUTE: how many of the office's messages (소식 보내기) go to the relay a minute
   * (default 300; set it to what the SMTP relay allows).
   */
  readonly mailPerMinute: number;
  /**
   * How 홍보's footer says to reach the sender (정보통신망법 §50 ④): ASSOCIATION_PHONE and
   * ASSOCIATION_ADDRESS (each falling back to the SPA's VITE_ variable, then the demo's).
   */
  readonly senderContact: string;
  /** PUBLIC_ORIGIN: the site's address as members type it, used in mails. */
  readonly publicOrigin: string;
  /** ASSOCIATION_NAME, as mails and receipts name the association. */
  readonly associationName: string;
  /**
   * The association as donation receipts name it (기부금 단체): ASSOCIATION_REGISTRATION_NUMBER
   * (고유번호), ASSOCIATION_ADDRESS, ASSOCIATION_REPRESENTATIVE (each falls back to the SPA's
   * VITE_ variable of the same name, then to the demo association) and RECEIPT_LEGAL_BASIS
   * (기부금단체 근거법령).
   */
  readonly receiptIssuer: ReceiptIssuer;
  /**
   * RESIDENT_NUMBER_KEYS: comma-separated keys of at least 32 characters for donors' resident
   * numbers, the first sealing and every one opening (rotation: docs/operations.md); unset means
   * one generated once into DATA_DIR.
   */
  readonly residentNumberKeys: readonly string[];
  /**
   * FAX_EMAIL_GATEWAY: an e-mail-to-fax service's address with `{number}` for the fax number in
   * digits (e.g. `{number}@fax.example.net`), sent through the mail transport; unset writes each
   * fax (PDF and number) to DATA_DIR/outbox/fax/.
   */
  readonly faxEmailGateway: string | null;
  /**
   * Text messages (issue 32, item 5): SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER_NUMBER
   * (the 발신번호 registered with Solapi) send through Solapi; none of them writes each text to
   * DATA_DIR/sms-outbox (the sandbox). SMS_REFUSAL_NUMBER: the free 080 number 홍보 texts offer
   * for refusal (without it they are refused). SOLAPI_API_URL: the API's address, default
   * https://api.solapi.com.
   */
  readonly texts: TextSettings;
  /**
   * Online giving (issue 31): PAYMENTS_CLIENT_KEY and PAYMENTS_SECRET_KEY for Toss Payments;
   * neither for the sandbox (테스트 결제), which NODE_ENV=production refuses unless
   * PAYMENTS_SANDBOX=1; PAYMENTS_ONLINE=off for none (docs/operations.md).
   */
  readonly payments: PaymentSettings;
  /**
   * DONATION_ACCOUNT_BANK, DONATION_ACCOUNT_NUMBER and DONATION_ACCOUNT_HOLDER: the association's
   * own account, offered for deposits with a reference; the demo's with the sandbox when unset,
   * none otherwise.
   */
  readonly donationAccount: BankAccount | null;
  /** JWT_SECRET: at least 32 characters; unset means one generated once into DATA_DIR. */
  readonly jwtSecret: string | null;
  /**
   * SECOND_FACTOR_KEY: at least 32 characters, the key that encrypts administrators' TOTP
   * secrets; unset means one generated once into DATA_DIR.
   */
  readonly secondFactorKey: string | null;
  /** PASSWORD_HASH_COST: log2 of scrypt's N, 14–20, default 17 (128 MiB, OWASP's minimum). */
  readonly passwordHashCost: number;
  /**
   * PASSWORD_HASH_THREADS: worker threads that hash passwords at once, default half the CPUs
   * (at least one), so that a flood of sign-ins leaves the rest to every other request.
   */
  readonly passwordHashThreads: number;
  /**
   * PASSWORD_HASH_QUEUE: sign-ins that may wait for a hashing thread, default 4 per thread;
   * beyond it the answer is an immediate "try again shortly" (503).
   */
  readonly passwordHashQueue: number;
  /** FILE_MAX_BYTES, default 10 MiB; profile images are limited to 5 MiB. */
  readonly fileMaxBytes: number;
  /**
   * RECEIPT_BATCH_TAKEOVER_SECONDS, default 120: how long a running receipt batch may go without
   * a sign of life before another instance (or this one, restarted) takes it up.
   */
  readonly receiptBatchTakeoverSeconds: number;
  /** RATE_LIMIT=off turns the per-address limits off (tests, trusted networks). */
  readonly rateLimit: boolean;
  /** SEED_DEMO_DATA=false keeps a new, empty database empty. Default true. */
  readonly seedDemoData: boolean;
  /** TRUST_PROXY: true, a hop count or addresses, when behind a load balancer. */
  readonly trustProxy: boolean | number | string;
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace, silent. */
  readonly logLevel: string;
  /** SERVE_SPA=false serves the API only. */
  readonly serveSpa: boolean;
  /** SPA_DIR: where the built SPA is; default the project's dist/. */
  readonly spaDir: string;
  /**
   * RENDER_PAGES=false sends the build-time pages (frame and loading state) instead of rendering
   * each public page with its content for the visitor (issue 13, item 7).
   */
  readonly renderPages: boolean;
  /**
   * Whether VITE_KAKAO_MAP_KEY is set: the SPA (built with it) draws Kakao Maps, and the CSP
   * allows the map's hosts; without it, neither.
   */
  readonly kakaoMapKey: boolean;
  /**
   * VITE_PRODUCT_SEGMENT, the SPA's setting (the first path segment of the association's pages):
   * the menu statistics count the paths of the site's routes.
   */
  readonly productSegment: string;
}

export interface TextSettings {
  readonly solapi: {
    readonly apiKey: string;
    readonly apiSecret: string;
    /** Digits only, as Solapi takes it. */
    readonly senderNumber: string;
    readonly apiUrl: string;
  } | null;
  /** As typed (080-123-4567): the texts show it. */
  readonly refusalNumber: string | null;
}

export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);
const DEFAULT_ASSOCIATION = DEMO_ASSOCIATION.name;
/** Most alumni associations' scholarship funds qualify as 일반기부금단체 under this article. */
const DEFAULT_LEGAL_BASIS = '「법인세법 시행령」 제39조제1항제1호';

export function readServerConfig(
  env: Readonly<Record<string, string | undefined>>,
  projectRoot: string,
): ServerConfig {
  const text = (key: string): string | null => {
    const value = env[key]?.trim();
    return value ? value : null;
  };
  const integer = (key: string, fallback: number, min: number, max: number): number => {
    const raw = text(key);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new ConfigurationError(
        `${key} must be a whole number from ${min} to ${max}, got "${raw}"`,
      );
    }
    return value;
  };
  const flag = (key: string, fallback: boolean): boolean => {
    const raw = text(key)?.toLowerCase();
    if (raw === undefined || raw === null) return fallback;
    if (['true', '1', 'yes', 'on'].includes(raw)) return true;
    if (['false', '0', 'no', 'off'].includes(raw)) return false;
    throw new ConfigurationError(`${key} must be true or false, got "${raw}"`);
  };

  const port = integer('PORT', 8080, 1, 65535);
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !/^postgres(ql)?:\/\//u.test(databaseUrl)) {
    throw new ConfigurationError('DATABASE_URL must start with postgres:// (unset it for SQLite)');
  }
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//u.test(smtpUrl)) {
    throw new ConfigurationError('SMTP_URL must start with smtp:// or smtps://');
  }
  const jwtSecret = text('JWT_SECRET');
  if (jwtSecret && jwtSecret.length < 32) {
    throw new ConfigurationError('JWT_SECRET must be at least 32 characters long');
  }
  const secondFactorKey = text('SECOND_FACTOR_KEY');
  if (secondFactorKey && secondFactorKey.length < 32) {
    throw new ConfigurationError('SECOND_FACTOR_KEY must be at least 32 characters long');
  }
  const residentNumberKeys = (text('RESIDENT_NUMBER_KEYS') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (residentNumberKeys.some((key) => key.length < 32)) {
    throw new ConfigurationError(
      'Each of RESIDENT_NUMBER_KEYS must be at least 32 characters long',
    );
  }
  const faxEmailGateway = text('FAX_EMAIL_GATEWAY');
  if (faxEmailGateway && !/^[^@\s]*\{number\}[^@\s]*@[^@\s]+\.[^@\s]+$/u.test(faxEmailGateway)) {
    throw new ConfigurationError(
      'FAX_EMAIL_GATEWAY must be an address with {number} before the @, e.g. {number}@fax.example.net',
    );
  }
  const texts = textSettingsOf(text);
  let payments: PaymentSettings;
  try {
    payments = readPaymentSettings(env);
  } catch (error) {
    if (error instanceof PaymentsConfigurationError) throw new ConfigurationError(error.message);
    throw error;
  }
  const donationAccount = donationAccountOf(text, payments);
  const either = (key: string) => text(key) ?? text(`VITE_${key}`);
  const associationName = text('ASSOCIATION_NAME') ?? DEFAULT_ASSOCIATION;
  const logLevel = text('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.has(logLevel)) {
    throw new ConfigurationError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  }
  const publicOrigin = (text('PUBLIC_ORIGIN') ?? `http://localhost:${port}`).replace(/\/+$/u, '');
  if (!/^https?:\/\/[^/]+$/u.test(publicOrigin)) {
    throw new ConfigurationError(
      'PUBLIC_ORIGIN must be an origin such as https://alumni.example.org',
    );
  }

  const productSegment = text('VITE_PRODUCT_SEGMENT') ?? DEFAULT_PRODUCT_SEGMENT;
  try {
    buildRouteTable(productSegment);
  } catch (error) {
    if (error instanceof RouteConfigurationError) {
      throw new ConfigurationError(`VITE_PRODUCT_SEGMENT: ${error.message}`);
    }
    throw error;
  }

  const hashThreads = integer(
    'PASSWORD_HASH_THREADS',
    Math.max(1, Math.floor(os.availableParallelism() / 2)),
    1,
    64,
  );
  return {
    port,
    host: text('HOST') ?? '0.0.0.0',
    dataDir: path.resolve(projectRoot, text('DATA_DIR') ?? 'data'),
    databaseUrl,
    smtpUrl,
    mailFrom:
      text('MAIL_FROM') ??
      `"${text('ASSOCIATION_NAME') ?? DEFAULT_ASSOCIATION}" <no-reply@localhost>`,
    mailPerMinute: integer('MAIL_SEND_PER_MINUTE', 300, 1, 100_000),
    senderContact: `${either('ASSOCIATION_PHONE') ?? DEMO_ASSOCIATION.phone} · ${
      either('ASSOCIATION_ADDRESS') ?? DEMO_ASSOCIATION.address
    }`,
    publicOrigin,
    associationName,
    receiptIssuer: {
      name: associationName,
      registrationNumber:
        either('ASSOCIATION_REGISTRATION_NUMBER') ?? DEMO_ASSOCIATION.registrationNumber,
      address: either('ASSOCIATION_ADDRESS') ?? DEMO_ASSOCIATION.address,
      representative: either('ASSOCIATION_REPRESENTATIVE') ?? DEMO_ASSOCIATION.representative,
      legalBasis: text('RECEIPT_LEGAL_BASIS') ?? DEFAULT_LEGAL_BASIS,
    },
    residentNumberKeys,
    faxEmailGateway,
    texts,
    payments,
    donationAccount,
    jwtSecret,
    secondFactorKey,
    passwordHashCost: integer('PASSWORD_HASH_COST', 17, 10, 20),
    passwordHashThreads: hashThreads,
    passwordHashQueue: integer('PASSWORD_HASH_QUEUE', 4 * hashThreads, 0, 1000),
    fileMaxBytes: integer('FILE_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    receiptBatchTakeoverSeconds: integer('RECEIPT_BATCH_TAKEOVER_SECONDS', 120, 1, 24 * 60 * 60),
    rateLimit: flag('RATE_LIMIT', true),
    seedDemoData: flag('SEED_DEMO_DATA', true),
    trustProxy: trustProxyOf(text('TRUST_PROXY')),
    logLevel,
    serveSpa: flag('SERVE_SPA', true),
    spaDir: path.resolve(projectRoot, text('SPA_DIR') ?? 'dist'),
    renderPages: flag('RENDER_PAGES', true),
    kakaoMapKey: text('VITE_KAKAO_MAP_KEY') !== null,
    productSegment,
  };
}

function donationAccountOf(
  text: (key: string) => string | null,
  payments: PaymentSettings,
): BankAccount | null {
  const parts = {
    bank: text('DONATION_ACCOUNT_BANK'),
    accountNumber: text('DONATION_ACCOUNT_NUMBER'),
    holderName: text('DONATION_ACCOUNT_HOLDER'),
  };
  const given = Object.values(parts).filter((part) => part !== null).length;
  if (given === 0) return payments.provider === 'sandbox' ? { ...DEMO_DONATION_ACCOUNT } : null;
  const { bank, accountNumber, holderName } = parts;
  if (!bank || !accountNumber || !holderName) {
    throw new ConfigurationError(
      'Set all of DONATION_ACCOUNT_BANK, DONATION_ACCOUNT_NUMBER and DONATION_ACCOUNT_HOLDER, or none',
    );
  }
  if (!/^[0-9][0-9-]{5,30}$/u.test(accountNumber)) {
    throw new ConfigurationError(
      'DONATION_ACCOUNT_NUMBER must be digits and hyphens, e.g. 123-456-789012',
    );
  }
  return { bank, accountNumber, holderName };
}

function textSettingsOf(text: (key: string) => string | null): TextSettings {
  const refusalNumber = text('SMS_REFUSAL_NUMBER');
  if (refusalNumber && !/^080-?\d{3,4}-?\d{4}$/u.test(refusalNumber)) {
    throw new ConfigurationError('SMS_REFUSAL_NUMBER must be a free 080 number, e.g. 080-123-4567');
  }
  const apiKey = text('SOLAPI_API_KEY');
  const apiSecret = text('SOLAPI_API_SECRET');
  const senderNumber = text('SMS_SENDER_NUMBER');
  const given = [apiKey, apiSecret, senderNumber].filter((part) => part !== null).length;
  if (given === 0) return { solapi: null, refusalNumber };
  if (!apiKey || !apiSecret || !senderNumber) {
    throw new ConfigurationError(
      'Set all of SOLAPI_API_KEY, SOLAPI_API_SECRET and SMS_SENDER_NUMBER, or none',
    );
  }
  const digits = senderNumber.replace(/-/gu, '');
  if (!/^(0\d{8,10}|1\d{7})$/u.test(digits)) {
    throw new ConfigurationError(
      'SMS_SENDER_NUMBER must be the sending number registered with Solapi, e.g. 02-123-4567',
    );
  }
  const apiUrl = (text('SOLAPI_API_URL') ?? 'https://api.solapi.com').replace(/\/+$/u, '');
  if (!/^https?:\/\/[^/]+$/u.test(apiUrl)) {
    throw new ConfigurationError('SOLAPI_API_URL must be an origin such as https://api.solapi.com');
  }
  return { solapi: { apiKey, apiSecret, senderNumber: digits, apiUrl }, refusalNumber };
}

function trustProxyOf(raw: string | null): boolean | number | string {
  if (raw === null || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/u.test(raw)) return Number(raw);
  return raw;
}
