import { donationsMigrations, donationsRepositories } from '../adapters/db/donations';
import { registerDonationsRoutes } from '../adapters/http/donations';
import type { AdminAudit } from '../application/admin';
import {
  createDonationsServices,
  type DonationsDependencies,
  type DonationsRepositories,
} from '../application/donations';
import type { FileGroups } from '../application/files';
import type { AttemptThrottles } from '../application/shared/attempt-throttles';
import type { PaymentsServices } from '../application/payments';
import type { RootPorts } from './root-ports';

/** The payments feature's entry the import reaches at run time (it is built after donations). */
type PaymentsLater = Pick<PaymentsServices, 'transferDeposits'>;

declare module './root-ports' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by merging
  interface RootRepositories extends DonationsRepositories {}
}

/** The entries of features built before donations that its use cases call. */
export interface DonationsBuilt {
  readonly adminAudit: AdminAudit;
  readonly fileGroups: FileGroups;
  readonly throttles: AttemptThrottles;
}

/** The feature `donations` put together: its use cases over the root's ports, its routes, its tables. */
export const donationsFeature = {
  name: 'donations',
  services: (ports: RootPorts, built: DonationsBuilt, later: () => PaymentsLater) =>
    createDonationsServices(donationsDependenciesOf(ports, built, later)),
  routes: registerDonationsRoutes,
  repositories: donationsRepositories,
  migrations: donationsMigrations,
} as const;

/**
 * The donations feature's ports, from the root's and the entries built before it (also for
 * tests that make a receipt by hand).
 */
export function donationsDependenciesOf(
  ports: RootPorts,
  built: DonationsBuilt,
  later: () => PaymentsLater = () => {
    throw new Error('No payments feature in this composition');
  },
): DonationsDependencies {
  const { store, settings } = ports;
  return {
    ...donationsRepositoriesOf(store),
    accounts: store.accounts,
    transactions: store.transactions,
    clock: ports.clock,
    random: ports.random,
    mailer: ports.mailer,
    receiptPdfs: ports.receiptPdfs,
    spreadsheets: ports.spreadsheets,
    fax: ports.fax,
    faxQueue: ports.faxQueue,
    residentNumbers: ports.residentNumbers,
    associationName: settings.associationName,
    publicOrigin: settings.publicOrigin,
    receiptIssuer: settings.receiptIssuer,
    receiptBatchTakeoverMs: settings.receiptBatchTakeoverMs,
    audit: built.adminAudit,
    fileGroups: built.fileGroups,
    throttles: built.throttles,
    digest: ports.digest,
    reportFailure: ports.reportFailure,
    // Payments come after donations in the list: reached when a statement is imported.
    transferPayments: {
      lookUpTransfers: (texts) => later().transferDeposits.lookUpTransfers(texts),
      settleTransfer: (deposit) => later().transferDeposits.settleTransfer(deposit),
    },
  };
}

/** The feature's own repositories, out of the root's store, by name. */
function donationsRepositoriesOf(store: RootPorts['store']): DonationsRepositories {
  return {
    donationFunds: store.donationFunds,
    donors: store.donors,
    donations: store.donations,
    donationReceipts: store.donationReceipts,
    receiptBatches: store.receiptBatches,
    giftClaimCodes: store.giftClaimCodes,
    donationFigures: store.donationFigures,
    scholarships: store.scholarships,
    donationDisclosures: store.donationDisclosures,
    importedReferences: store.importedReferences,
    importPreviews: store.importPreviews,
  };
}
