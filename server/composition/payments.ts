import { paymentsMigrations, paymentsRepositories } from '../adapters/db/payments';
import { registerPaymentsRoutes } from '../adapters/http/payments';
import type { AdminAudit } from '../application/admin';
import type { DonationsServices } from '../application/donations';
import type { DuesServices } from '../application/dues';
import {
  createPaymentsServices,
  type DuesLedger,
  type EventLedger,
  type PaymentsDependencies,
  type PaymentsRepositories,
} from '../application/payments';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
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

/**
 * The events feature's entry that payments asks of (issue 33): it comes after payments in the
 * list, so it is reached through `later`, when a fee is priced, paid or released.
 */
export interface PaymentsLater {
  readonly eventFees: EventLedger;
}

/** The feature `payments` put together: its use cases over the root's ports, its routes, its tables. */
export const paymentsFeature = {
  name: 'payments',
  services: (ports: RootPorts, built: PaymentsBuilt, later: () => PaymentsLater) =>
    createPaymentsServices(paymentsDependenciesOf(ports, built, later)),
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

/**
 * The events feature's `EventLedger`, reached at run time; an error names the missing feature
 * rather than a missing method (payments' own `eventFees` is the other direction's entry).
 */
function eventLedgerOf(later: () => PaymentsLater): EventLedger {
  const ledger = (): EventLedger => {
    const entry: Partial<EventLedger> | undefined = later().eventFees;
    if (typeof entry?.feeOrderOf !== 'function') {
      throw new Error('No events feature in this composition: its eventFees entry is missing');
    }
    return entry as EventLedger;
  };
  return {
    feeOrderOf: (registrationId) => ledger().feeOrderOf(registrationId),
    recordPaidEventFee: (payment) => ledger().recordPaidEventFee(payment),
    releaseUnpaidRegistration: (payment) => ledger().releaseUnpaidRegistration(payment),
    registrationPathOf: async (registrationId) =>
      (await ledger().registrationPathOf?.(registrationId)) ?? null,
  };
}

export function paymentsDependenciesOf(
  ports: RootPorts,
  built: PaymentsBuilt,
  later: () => PaymentsLater = () => {
    throw new Error('No events feature in this composition');
  },
): PaymentsDependencies {
  const { store, settings } = ports;
  const routes = buildRouteTable(settings.productSegment);
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
    events: eventLedgerOf(later),
    eventPages: { mine: routes.byId('myEvents').path, list: routes.byId('events').path },
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
