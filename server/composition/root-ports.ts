import type { ReceiptIssuer } from '../../src/domain/donations';
import type { HtmlSanitizer, ImageProcessor } from '../application/content';
import type { DonationsPorts } from '../application/donations';
import type { MessageDelivery, Texter } from '../application/messages';
import type { PaymentProviderPorts } from '../application/payments';
import type {
  AccountRepository,
  AttemptThrottleRepository,
  Clock,
  FileStore,
  Mailer,
  PasswordHasher,
  Random,
  SecretDigest,
  SecretSealer,
  TokenSigner,
  TransactionHooks,
  Transactions,
} from '../application/shared/ports';

/**
 * Every repository, by name: the shared ones here; each feature's composition file adds its own
 * (`declare module './root-ports' { interface RootRepositories { … } }`), and features.ts checks
 * that the database adapters provide them all.
 */
export interface RootRepositories {
  readonly accounts: AccountRepository;
  readonly throttles: AttemptThrottleRepository;
}

/** The repositories and transactions over them, as only the composition root sees them. */
export interface RootStore extends RootRepositories {
  readonly transactions: Transactions & TransactionHooks;
}

/** The settings the use cases read, each handed on by name. */
export interface RootSettings {
  readonly associationName: string;
  readonly publicOrigin: string;
  readonly fileMaxBytes: number;
  /** The association as donation receipts name it. */
  readonly receiptIssuer: ReceiptIssuer;
  /** A running receipt batch silent this long lost its instance: another takes it up. */
  readonly receiptBatchTakeoverMs: number;
  /** The first path segment of the association's pages, as the SPA was built with it. */
  readonly productSegment: string;
  /** The office's messages a minute to the relay (MAIL_SEND_PER_MINUTE). */
  readonly mailPerMinute: number;
  /** How 홍보's footer says to reach the association. */
  readonly senderContact: string;
}

/**
 * Every port the composition root builds (server/runtime.ts), from which each feature's wiring
 * (server/composition/<feature>.ts) hands its use cases the ones they use, by name. No use case
 * sees it whole: the architecture check keeps the application from importing this folder.
 */
export interface RootPorts extends DonationsPorts {
  readonly store: RootStore;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly sealer: SecretSealer;
  readonly hasher: PasswordHasher;
  readonly signer: TokenSigner;
  /** The outbox (application/messages): every feature's mail is written there. */
  readonly mailer: Mailer;
  /** The outbox's texts (issue 32, item 5): SMS/LMS through the same outbox and delivery. */
  readonly texter: Texter;
  /** The outbox's delivery, which the mailer tries through and the schedule runs. */
  readonly messageDelivery: MessageDelivery;
  readonly files: FileStore;
  /** Rich text from the office's editors made safe (notices, pages). */
  readonly html: HtmlSanitizer;
  /** Photos made into the site's files (bounded: HeavyWorkBusyError beyond its queue). */
  readonly images: ImageProcessor;
  readonly settings: RootSettings;
  /** Who takes online payments (issue 31): Toss Payments, the sandbox, or nobody. */
  readonly payments: PaymentProviderPorts;
  /** A cryptographic index below a bound (order ids, transfer references). */
  readonly randomIndex: (below: number) => number;
  /** Reports a failure that must not fail the request (e.g. a notification mail). */
  readonly reportFailure: (what: string, error: unknown) => void;
}
