import type { UseCaseContext } from '../shared/context';
import { DonationDisclosure } from './disclosure';
import { DonationImport } from './donation-import';
import { OfficeFaxQueue } from './fax-queue';
import { DonationFigures } from './donation-figures';
import { DonationRecords } from './donation-records';
import { DonationFunds } from './funds';
import { MyDonations } from './my-donations';
import { MyReceipts } from './my-receipts';
import { ResidentNumberKeys } from './resident-number-keys';
import { Scholarships } from './scholarships';
import { ReceiptBatches } from './receipt-batches';
import { ReceiptRegister } from './receipt-register';

export { receiptScopeOf } from './my-donations';

/**
 * Scholarship donations: the member's own donations and receipts, the public figures, and the
 * office's records (funds, donors, donations, scholarships, the receipts' register).
 */
export function createDonationsServices(context: UseCaseContext) {
  return {
    myDonations: new MyDonations(context),
    donationFigures: new DonationFigures(context),
    myReceipts: new MyReceipts(context),
    residentNumberKeys: new ResidentNumberKeys(context),
    donationFunds: new DonationFunds(context),
    donationRecords: new DonationRecords(context),
    scholarships: new Scholarships(context),
    donationDisclosure: new DonationDisclosure(context),
    donationImport: new DonationImport(context),
    receiptRegister: new ReceiptRegister(context),
    receiptBatches: new ReceiptBatches(context),
    officeFaxQueue: new OfficeFaxQueue(context),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type DonationsServices = ReturnType<typeof createDonationsServices>;
