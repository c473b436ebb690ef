import { RecordNames } from './record-names';
import type { ReceiptIssuer } from '../../../src/domain/donations';
import type { AdminAudit } from '../admin';
import type { FileGroups } from '../files';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Random,
  SecretDigest,
  Transactions,
} from '../shared/ports';
import { DonationDisclosure } from './disclosure';
import { DonationFigures } from './donation-figures';
import { DonationImport } from './donation-import';
import { DonationRecords } from './donation-records';
import { DonorLists } from './donor-lists';
import { DonorDetachment } from './donor-detachment';
import { OfficeFaxQueue } from './fax-queue';
import { PaidGifts } from './paid-gifts';
import { GiftClaims } from './gift-claims';
import { OfficeDonorReceipts } from './office-donor-receipts';
import { DonationFunds } from './funds';
import { MyDonations } from './my-donations';
import { MyReceipts } from './my-receipts';
import type { DonationsPorts, DonationsRepositories, TransferPayments } from './ports';
import { ReceiptBatches } from './receipt-batches';
import { ReceiptIssuing } from './receipt-issuing';
import { ReceiptRegister } from './receipt-register';
import { ResidentNumberKeys } from './resident-number-keys';
import { Scholarships } from './scholarships';

export { receiptScopeOf } from './my-donations';
export type { DonorDetachment } from './donor-detachment';
export type { DonorLists } from './donor-lists';
export { ONLINE_PAYMENT_RECORDER, type PaidGift, type PaidGifts } from './paid-gifts';
export type {
  DonationsPorts,
  DonationsRepositories,
  ResidentNumberVault,
  TransferPayments,
} from './ports';

/** What the donations feature uses: its records, its own ports, and the other features' entries. */
export interface DonationsDependencies extends DonationsRepositories, DonationsPorts {
  /** Members' profiles: a receipt names a member by their current name and address. */
  readonly accounts: Pick<AccountRepository, 'find' | 'findProfile'>;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly mailer: Mailer;
  readonly associationName: string;
  readonly publicOrigin: string;
  /** The association as donation receipts name it. */
  readonly receiptIssuer: ReceiptIssuer;
  /** A running receipt batch silent this long lost its instance: another takes it up. */
  readonly receiptBatchTakeoverMs: number;
  /** The admin feature's audit: the office's steps, and reads of members' personal data. */
  readonly audit: AdminAudit;
  /** The files feature's entry: the disclosure's reports. */
  readonly fileGroups: FileGroups;
  /** The shared attempt throttles: the members' daily limits of receipts sent. */
  readonly throttles: AttemptThrottles;
  /** Keyed digests: a visitor's gift claim keeps its mailed code only as one. */
  readonly digest: SecretDigest;
  readonly reportFailure: (what: string, error: unknown) => void;
  /** The payments feature: deposits carrying an online order's reference (issue 31). */
  readonly transferPayments: TransferPayments;
}

/**
 * Scholarship donations: the member's own donations and receipts, the public figures, and the
 * office's records (funds, donors, donations, scholarships, the receipts' register); and
 * `donorDetachment`, through which a member's withdrawal unties their donor record.
 */
export function createDonationsServices(deps: DonationsDependencies) {
  // One issuer of receipts for the member's own, the register's reissues and the year's batch.
  const issuing = new ReceiptIssuing(deps);
  return {
    myDonations: new MyDonations(deps),
    donationFigures: new DonationFigures(deps),
    myReceipts: new MyReceipts({ ...deps, issuing }),
    residentNumberKeys: new ResidentNumberKeys(deps),
    donationFunds: new DonationFunds(deps),
    donationRecords: new DonationRecords(deps),
    scholarships: new Scholarships(deps),
    donationDisclosure: new DonationDisclosure(deps),
    donationImport: new DonationImport(deps),
    receiptRegister: new ReceiptRegister({ ...deps, issuing }),
    receiptBatches: new ReceiptBatches({ ...deps, issuing }),
    officeDonorReceipts: new OfficeDonorReceipts({ ...deps, issuing }),
    officeFaxQueue: new OfficeFaxQueue(deps),
    donorDetachment: new DonorDetachment(deps),
    donationRecordNames: new RecordNames(deps),
    donorLists: new DonorLists(deps),
    paidGifts: new PaidGifts(deps),
    giftClaims: new GiftClaims(deps),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type DonationsServices = ReturnType<typeof createDonationsServices>;
