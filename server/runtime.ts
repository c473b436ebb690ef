import { hkdfSync, randomInt } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { RootPorts, RootStore } from './composition/root-ports';
import { FEATURES } from './features';
import { createServices, type Services } from './services';
import { openDatabase, type Database } from './adapters/db/shared/database';
import { kyselyStore } from './adapters/db/kysely-store';
import { camelCaseTables } from './adapters/db/shared/camel-case';
import { SanitizeHtmlSanitizer } from './adapters/html/sanitize-html-sanitizer';
import { SharpImageProcessor } from './adapters/images/sharp-image-processor';
import { PHOTO_JOBS_AT_ONCE, PHOTO_JOBS_WAITING } from './domain/content/policies';
import {
  RECEIPT_PDF_THREADS,
  RECEIPT_PDFS_WAITING,
  STATEMENT_READER_THREADS,
  STATEMENTS_WAITING,
} from './domain/donations/policies';
import { LocalFileStore } from './adapters/files/local-file-store';
import { buildApp } from './adapters/http/app';
import type { SchemaCompilation } from './adapters/http/shared/schema-compilation';
import { logDestination, loggerOptions } from './adapters/logging/logger-options';
import { NodemailerMailer } from './adapters/mail/nodemailer-mailer';
import { MessageDelivery, OutboxMailer, OutboxTexter } from './application/messages';
import { FileSmsOutbox } from './adapters/sms/file-sms-outbox';
import { SolapiSmsSender } from './adapters/sms/solapi-sms-sender';
import { MAIL_FIRST_ATTEMPT_WAIT_MS } from './domain/messages/delivery-schedule';
import { CryptoRandom } from './adapters/security/crypto-random';
import { HmacSecretDigest } from './adapters/security/hmac-secret-digest';
import { JoseTokenSigner } from './adapters/security/jose-token-signer';
import { ScryptPasswordHasher } from './adapters/security/scrypt-password-hasher';
import { ScryptWorkerPool } from './adapters/security/scrypt-worker-pool';
import { AesGcmSecretSealer } from './adapters/security/aes-gcm-secret-sealer';
import { KeyringResidentNumberVault } from './adapters/security/resident-number-vault';
import { MailGatewayFaxSender } from './adapters/fax/mail-gateway-fax-sender';
import { OutboxFaxQueue } from './adapters/fax/outbox-fax-queue';
import { OutboxFaxSender } from './adapters/fax/outbox-fax-sender';
import { PdfkitReceiptMaker } from './adapters/pdf/pdfkit-receipt-maker';
import { WorkerSpreadsheets } from './adapters/spreadsheet/worker-spreadsheets';
import { KyselySandboxPaymentStore } from './adapters/db/payments';
import { paymentGatewayFrom } from './adapters/payments/payment-gateway-from-env';
import { loadOrCreateSecret } from './adapters/security/secrets';
import type { ServerConfig } from './config';
import type { Clock } from './application/shared/ports';
import type { DemoAccount } from './seed/demo-data';

/**
 * The server's composition root: the one place that picks concrete adapters (SQLite or
 * PostgreSQL, outbox or SMTP) from the configuration and builds the use cases over them.
 */
export interface Runtime {
  readonly config: ServerConfig;
  readonly database: Database;
  readonly services: Services;
  /** Every port built here (the store among them): for the maintenance, the CLI, seeding, tests. */
  readonly ports: RootPorts;
  readonly logger: pino.Logger;
  /** Password hashing's own threads (their load is read by the benchmark). */
  readonly hashingPool: ScryptWorkerPool;
  close(): Promise<void>;
}

export interface RuntimeOverrides {
  readonly clock?: Clock;
  readonly logger?: pino.Logger;
}

export async function createRuntime(
  config: ServerConfig,
  overrides: RuntimeOverrides = {},
): Promise<Runtime> {
  const logger =
    overrides.logger ??
    pino(loggerOptions(config.logLevel) as pino.LoggerOptions, logDestination());
  if (config.passwordHashCost < 15) {
    logger.warn(
      { cost: config.passwordHashCost },
      'PASSWORD_HASH_COST is below 15: fine for tests, weak for members',
    );
  }
  const database = openDatabase({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, 'alumni.sqlite'),
    features: FEATURES,
    onIdleConnectionError: (error) =>
      logger.warn({ err: error }, 'idle database connection failed'),
  });
  await database.migrate();

  // One master secret; separate keys derived from it for tokens and for stored digests.
  const master = loadOrCreateSecret(config.dataDir, 'server-secret', config.jwtSecret);
  const derive = (purpose: string) =>
    Buffer.from(hkdfSync('sha256', master, 'alumni', purpose, 32)).toString('base64url');
  // Its own key for the TOTP secrets: a new JWT_SECRET (which ends every sign-in) must not make
  // every administrator enrol again, nor may a leaked token key open the secrets.
  const secondFactorKey = loadOrCreateSecret(
    config.dataDir,
    'second-factor-key',
    config.secondFactorKey,
  );
  const mailTransport = config.smtpUrl
    ? NodemailerMailer.smtp(config.mailFrom, config.smtpUrl)
    : NodemailerMailer.outbox(config.mailFrom, path.join(config.dataDir, 'outbox'));

  // Texts through Solapi with its keys; otherwise the sandbox directory, where none is sent.
  const smsOutbox = path.join(config.dataDir, 'sms-outbox');
  const smsSender = config.texts.solapi
    ? new SolapiSmsSender(config.texts.solapi)
    : new FileSmsOutbox(smsOutbox);
  if (!config.texts.solapi) {
    logger.info(
      { directory: smsOutbox },
      'text messages go to the sandbox directory (no SOLAPI_API_KEY): none reaches a telephone',
    );
  }

  const receiptPdfs = new PdfkitReceiptMaker({
    threads: RECEIPT_PDF_THREADS,
    queueLimit: RECEIPT_PDFS_WAITING,
  });
  const spreadsheets = new WorkerSpreadsheets({
    threads: STATEMENT_READER_THREADS,
    queueLimit: STATEMENTS_WAITING,
  });
  const clock = overrides.clock ?? { now: () => new Date() };
  const hashingPool = new ScryptWorkerPool({
    threads: config.passwordHashThreads,
    queueLimit: config.passwordHashQueue,
  });
  const random = new CryptoRandom();
  // The sandbox delivers its webhooks to the feature's handler, built after the ports.
  let webhookHandler: Services | null = null;
  const chosen = paymentGatewayFrom(config.payments, {
    clock,
    random,
    sandboxStore: new KyselySandboxPaymentStore(camelCaseTables(database.db), () => clock.now()),
    deliverSandboxWebhook: (delivery) =>
      webhookHandler?.paymentConfirmations.paymentWebhook(delivery),
  });
  // The repositories the features name are those the adapters provide (features.ts checks).
  const store = kyselyStore(database.db, FEATURES) as RootStore;
  const reportFailure = (what: string, error: unknown) =>
    logger.warn({ err: error }, `${what} failed`);
  // Every mail is written to the outbox with the change that causes it, then delivered.
  const messageDelivery = new MessageDelivery({
    outbox: store.outbox,
    transport: mailTransport,
    texts: smsSender,
    clock,
    messageIdDomain: new URL(config.publicOrigin).hostname,
    reportFailure,
  });
  const mailer = new OutboxMailer({
    outbox: store.outbox,
    transactions: store.transactions,
    delivery: messageDelivery,
    clock,
    random,
    // A relay is waited for so long; the .eml directory always answers.
    waitMs: config.smtpUrl ? MAIL_FIRST_ATTEMPT_WAIT_MS : null,
    reportFailure,
  });
  const texter = new OutboxTexter({
    outbox: store.outbox,
    transactions: store.transactions,
    delivery: messageDelivery,
    clock,
    random,
    sender: { associationName: config.associationName, refusalNumber: config.texts.refusalNumber },
    // Solapi is waited for as long as a relay; the sandbox directory always answers.
    waitMs: config.texts.solapi ? MAIL_FIRST_ATTEMPT_WAIT_MS : null,
    reportFailure,
  });
  const ports: RootPorts = {
    store,
    clock,
    random,
    digest: new HmacSecretDigest(derive('stored-secret-digests')),
    sealer: new AesGcmSecretSealer(
      Buffer.from(hkdfSync('sha256', secondFactorKey, 'alumni', 'totp-secrets', 32)),
    ),
    hasher: new ScryptPasswordHasher(config.passwordHashCost, hashingPool),
    signer: new JoseTokenSigner(derive('access-tokens'), clock),
    mailer,
    texter,
    messageDelivery,
    files: new LocalFileStore(path.join(config.dataDir, 'files')),
    html: new SanitizeHtmlSanitizer(),
    receiptPdfs,
    spreadsheets,
    fax: config.faxEmailGateway
      ? new MailGatewayFaxSender(mailer, config.faxEmailGateway)
      : new OutboxFaxSender(path.join(config.dataDir, 'outbox', 'fax')),
    faxQueue: new OutboxFaxQueue(path.join(config.dataDir, 'outbox', 'fax')),
    residentNumbers: new KeyringResidentNumberVault(
      config.residentNumberKeys.length > 0
        ? config.residentNumberKeys
        : [loadOrCreateSecret(config.dataDir, 'resident-number-key', null)],
    ),
    images: new SharpImageProcessor({
      concurrency: PHOTO_JOBS_AT_ONCE,
      queueLimit: PHOTO_JOBS_WAITING,
    }),
    settings: {
      associationName: config.associationName,
      publicOrigin: config.publicOrigin,
      fileMaxBytes: config.fileMaxBytes,
      receiptIssuer: config.receiptIssuer,
      receiptBatchTakeoverMs: config.receiptBatchTakeoverSeconds * 1000,
      productSegment: config.productSegment,
      mailPerMinute: config.mailPerMinute,
      senderContact: config.senderContact,
    },
    payments: {
      ...chosen,
      checkout: { provider: config.payments.provider, bankAccount: config.donationAccount },
    },
    randomIndex: (below) => randomInt(below),
    reportFailure,
  };
  const services = createServices(ports);
  webhookHandler = services;
  return {
    config,
    database,
    services,
    ports,
    logger,
    hashingPool,
    async close() {
      // The year's receipt batch finishes the donor at hand; another start takes up the rest.
      await services.receiptBatches.stop();
      logger.flush();
      mailTransport.close();
      await hashingPool.close();
      await receiptPdfs.close();
      await spreadsheets.close();
      await database.close();
    },
  };
}

/**
 * The HTTP app over a runtime; `quiet` turns request logging off (tests); `schemaCompilation`
 * says when the routes' schemas are compiled (at their first use unless a test asks otherwise).
 */
export function createHttpApp(
  runtime: Runtime,
  options: { quiet?: boolean; schemaCompilation?: SchemaCompilation } = {},
): Promise<FastifyInstance> {
  const { config } = runtime;
  return buildApp<Services>({
    services: runtime.services,
    features: FEATURES,
    database: runtime.database,
    logger: options.quiet ? false : runtime.logger,
    trustProxy: config.trustProxy,
    publicOrigin: config.publicOrigin,
    kakaoMap: config.kakaoMapKey,
    paymentHosts: paymentHostsOf(runtime),
    rateLimit: config.rateLimit,
    fileMaxBytes: config.fileMaxBytes,
    spaDir: config.serveSpa ? config.spaDir : null,
    renderPages: config.renderPages,
    ...(options.schemaCompilation ? { schemaCompilation: options.schemaCompilation } : {}),
  });
}

/**
 * The demo data's passwords that are hashed (seed/demo-data.ts: the four sign-in accounts'; the
 * directory's alumni have none): at most as many threads.
 */
const DEMO_PASSWORD_HASHES = 4;

/**
 * Demo data for an empty database (SEED_DEMO_DATA); null when it has accounts, which costs one
 * count: the seeding code and the demo data set are loaded only to seed. The passwords are hashed on a pool
 * of their own, one thread a password up to the CPUs: nothing else runs before the server
 * listens, and the serving pool keeps half the CPUs for requests.
 */
export async function seedDemoData(runtime: Runtime): Promise<readonly DemoAccount[] | null> {
  const { ports, config } = runtime;
  if ((await ports.store.accounts.count()) > 0) return null;
  const { seedDemoDataIfEmpty } = await import('./seed/demo-data');
  const pool = new ScryptWorkerPool({
    threads: Math.min(DEMO_PASSWORD_HASHES, os.availableParallelism()),
    queueLimit: DEMO_PASSWORD_HASHES,
  });
  try {
    const hasher = new ScryptPasswordHasher(config.passwordHashCost, pool);
    return await seedDemoDataIfEmpty({ ...ports, hasher }, config.dataDir);
  } finally {
    await pool.close();
  }
}

/** The hosts the payment provider's widget needs in the CSP: Toss's with keys, none otherwise. */
function paymentHostsOf(runtime: Runtime): readonly string[] {
  const settings = runtime.ports.payments.gateway?.checkoutSettings();
  return settings?.provider === 'toss' ? settings.hosts : [];
}
