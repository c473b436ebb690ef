import { eventsMigrations, eventsRepositories } from '../adapters/db/events';
import { registerEventsRoutes } from '../adapters/http/events';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import type { AdminAudit } from '../application/admin';
import {
  createEventsServices,
  type EventFeePayments,
  type EventsRepository,
} from '../application/events';
import type { EventLedger } from '../application/payments';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

declare module './root-ports' {
  interface RootRepositories {
    readonly events: EventsRepository;
  }
}

/** The payments feature's entry that events asks of: it comes after events in the list. */
export interface EventsLater {
  readonly eventFeeCheckouts: EventFeePayments;
}

/** Fee orders and refunds through the payments feature, reached at run time (`later`). */
function feesOf(later: () => EventsLater): EventFeePayments {
  return {
    methods: () => later().eventFeeCheckouts.methods(),
    startFeeCheckout: (request) => later().eventFeeCheckouts.startFeeCheckout(request),
    refundFee: (orderId, reason) => later().eventFeeCheckouts.refundFee(orderId, reason),
  };
}

/**
 * The feature `events` put together: its use cases over the root's ports, its routes, its
 * tables. It asks the payments feature (after it in the list, reached at run time through
 * `later`) for fee orders and refunds; payments calls back its entry `eventFees`.
 */
export const eventsFeature = {
  name: 'events',
  services: (
    ports: RootPorts,
    built: { readonly adminAudit: AdminAudit },
    later: () => EventsLater,
  ) => {
    const { store, settings } = ports;
    const routes = buildRouteTable(settings.productSegment);
    const eventsPath = routes.byId('events').path;
    const registrationPath = routes.byId('eventRegistration').path;
    const services = createEventsServices({
      events: store.events,
      accounts: store.accounts,
      fees: feesOf(later),
      spreadsheets: ports.spreadsheets,
      audit: built.adminAudit,
      transactions: store.transactions,
      mailer: ports.mailer,
      mailSettings: mailSettingsOf(ports),
      pages: {
        eventPage: (eventId) =>
          `${settings.publicOrigin}${eventsPath}?id=${encodeURIComponent(eventId)}`,
        registrationPage: (token) => `${settings.publicOrigin}${registrationPath}?t=${token}`,
      },
      digest: ports.digest,
      clock: ports.clock,
      random: ports.random,
      reportFailure: ports.reportFailure,
    });
    // What payments calls back, in its own words.
    return { ...services, eventFees: services.eventFees satisfies EventLedger };
  },
  routes: registerEventsRoutes,
  repositories: eventsRepositories,
  migrations: eventsMigrations,
} as const;
