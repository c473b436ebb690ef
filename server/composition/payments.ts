import { paymentsMigrations, paymentsRepositories } from '../adapters/db/payments';
import { registerPaymentsRoutes } from '../adapters/http/payments';
import type { AdminAudit } from '../application/admin';
import type { DonationsServices } from '../application/donations';
import type { DuesServices } from '../application/dues';
import {
  createPaymentsServices,
  type DuesLedger,
  type PaymentsDependencies,
  type PaymentsRepositories,
} from '../application/payments';
import type { RootPorts } from './root-ports';

declare module './root-ports' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- extended by merging
  interface RootRepositories extends PaymentsRepositories {}
}

/** The entries of features built before payments that its use cases call. */
export interface PaymentsBuilt {
  readonly adminAudit: AdminAudit;
  readonly donationFunds: DonationsServices['donationFunds'];
  readonly paidGifts: DonationsServices['paidGifts'];
  readonly duesPayments: DuesServices['duesPayments'];
}

/** The feature `payments` put together: its use cases over the root's ports, its routes, its tables. */
export const paymentsFeature = {
  name: 'payments',
  services: (ports: RootPorts, built: PaymentsBuilt) =>
    createPaymentsServices(paymentsDependenciesOf(ports, built)),
  routes: registerPaymentsRoutes,
  repositories: paymentsRepositories,
  migrations: paymentsMigrations,
} as const;

/** The dues feature's entry in the payments feature's words (a visitor has no dues). */
function duesLedgerOf(dues: DuesServices['duesPayments']): DuesLedger {
  return {
    checkoutContextOf: async (memberId) =>
      memberId ? dues.checkoutContextOf(memberId) : { dues: [], paidDues: [] },
    recordPaidDues: async (payment) => ({ paymentId: (await dues.recordPaidDues(payment)).id }),
  };
}

export function paymentsDependenciesOf(
  ports: RootPorts,
  built: PaymentsBuilt,
): PaymentsDependencies {
  const { store, settings } = ports;
  return {
    paymentOrders: store.paymentOrders,
    pledges: store.pledges,
    sealer: ports.sealer,
    ...ports.payments,
    gifts: {
      listDonationFunds: () => built.donationFunds.listDonationFunds(),
      recordPaidGift: (gift) => built.paidGifts.recordPaidGift(gift),
    },
    dues: duesLedgerOf(built.duesPayments),
    accounts: store.accounts,
    residentNumbers: ports.residentNumbers,
    transactions: store.transactions,
    clock: ports.clock,
    random: ports.random,
    randomIndex: ports.randomIndex,
    mailer: ports.mailer,
    audit: built.adminAudit,
    associationName: settings.associationName,
    publicOrigin: settings.publicOrigin,
    reportFailure: ports.reportFailure,
  };
}
