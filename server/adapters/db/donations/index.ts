import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import { KyselyDonationRepository } from './donation-repository';
import { KyselyDonorRepository } from './donor-repository';
import { KyselyFundRepository } from './fund-repository';
import { donationsMigration } from './migrations/0014-donations';
import { donationDisclosuresMigration } from './migrations/0015-donation-disclosures';
import { KyselyScholarshipRepository } from './scholarship-repository';
import { KyselyDisclosureRepository } from './disclosure-repository';
import { KyselyImportedReferenceRepository } from './imported-reference-repository';
import { importedReferencesMigration } from './migrations/0016-imported-references';
import { receiptBatchesMigration } from './migrations/0017-receipt-batches';
import { importPreviewsMigration } from './migrations/0019-donations-import-previews';
import { KyselyImportPreviewRepository } from './import-preview-repository';
import { KyselyGiftClaimCodeRepository } from './gift-claim-code-repository';
import { giftClaimsMigration } from './migrations/0029-gift-claims';
import { KyselyReceiptBatchRepository } from './receipt-batch-repository';
import { KyselyReceiptRepository } from './receipt-repository';
import { KyselyDonationFiguresRepository } from './figures-repository';

export type {
  DonationFundsTable,
  DonationDisclosuresTable,
  DonationReceiptsTable,
  DonationUsesTable,
  ImportedReferencesTable,
  DonationImportPreviewsTable,
  DonationsTable,
  DonorsTable,
  ReceiptBatchesTable,
  ReceiptBatchItemsTable,
  ReceiptDeliveriesTable,
  ReceiptSerialsTable,
  ScholarshipsTable,
} from './tables';

/** The donations feature's repositories, over a database or a transaction. */
export function donationsRepositories(db: Kysely<Tables>) {
  return {
    donationFunds: new KyselyFundRepository(db),
    donors: new KyselyDonorRepository(db),
    donations: new KyselyDonationRepository(db),
    donationReceipts: new KyselyReceiptRepository(db),
    donationFigures: new KyselyDonationFiguresRepository(db),
    scholarships: new KyselyScholarshipRepository(db),
    donationDisclosures: new KyselyDisclosureRepository(db),
    importedReferences: new KyselyImportedReferenceRepository(db),
    importPreviews: new KyselyImportPreviewRepository(db),
    receiptBatches: new KyselyReceiptBatchRepository(db),
    giftClaimCodes: new KyselyGiftClaimCodeRepository(db),
  };
}

/** The donations feature's migrations (server/features.ts). */
export function donationsMigrations(): Record<string, Migration> {
  return {
    '0014-donations': donationsMigration(),
    '0015-donation-disclosures': donationDisclosuresMigration(),
    '0016-imported-references': importedReferencesMigration(),
    '0017-receipt-batches': receiptBatchesMigration(),
    '0019-donations-import-previews': importPreviewsMigration(),
    '0029-gift-claims': giftClaimsMigration(),
  };
}
