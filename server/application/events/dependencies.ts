import type { AdminAudit } from '../admin';
import type { DonationsPorts } from '../donations';
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Random,
  SecretDigest,
  Transactions,
} from '../shared/ports';
import type { EventPages } from './event-mails';
import type { EventFeePayments } from './fee-payments';
import type { EventsRepository } from './ports';

/** What the events feature uses, each by name. */
export interface EventsDependencies {
  readonly events: EventsRepository;
  /** Members' profiles, to prefill the registration form. */
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  /** The payments feature's entry (reached at run time): fee orders and refunds. */
  readonly fees: EventFeePayments;
  /** The donations feature's spreadsheets (its worker writes the attendee list's XLSX too). */
  readonly spreadsheets: DonationsPorts['spreadsheets'];
  readonly audit: AdminAudit;
  readonly transactions: Transactions;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly pages: EventPages;
  /** The server's keyed digest: the registrations' signed tokens. */
  readonly digest: SecretDigest;
  readonly clock: Clock;
  readonly random: Random;
  readonly reportFailure: (what: string, error: unknown) => void;
}
