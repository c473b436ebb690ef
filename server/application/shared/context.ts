import type { ReceiptIssuer } from '../../../src/domain/donations';
import type { HtmlSanitizer, ImageProcessor } from '../content';
import type { FileGroups } from '../files';
import type { DonationsPorts } from '../donations';
import type {
  Clock,
  FileStore,
  Mailer,
  PasswordHasher,
  Random,
  SecretDigest,
  SecretSealer,
  Store,
  TokenSigner,
} from './ports';

/** What every use case may use: the ports and a few settings. */
export interface UseCaseContext extends DonationsPorts {
  readonly store: Store;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly sealer: SecretSealer;
  readonly hasher: PasswordHasher;
  readonly signer: TokenSigner;
  readonly mailer: Mailer;
  readonly files: FileStore;
  /** Rich text from the office's editors made safe (notices, pages). */
  readonly html: HtmlSanitizer;
  /** Photos made into the site's files (bounded: HeavyWorkBusyError beyond its queue). */
  readonly images: ImageProcessor;
  readonly settings: UseCaseSettings;
  /** Transitional (issue 28): the files feature's entry, until every feature takes it by name. */
  readonly fileGroups: FileGroups;
  /** Reports a failure that must not fail the request (e.g. a notification mail). */
  readonly reportFailure: (what: string, error: unknown) => void;
}

export interface UseCaseSettings {
  readonly associationName: string;
  readonly publicOrigin: string;
  readonly fileMaxBytes: number;
  /** The association as donation receipts name it. */
  readonly receiptIssuer: ReceiptIssuer;
  /** A running receipt batch silent this long lost its instance: another takes it up. */
  readonly receiptBatchTakeoverMs: number;
}
