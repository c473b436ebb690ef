import { eventsMigrations, eventsRepositories } from '../adapters/db/events';
import { registerEventsRoutes } from '../adapters/http/events';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import type { AdminAudit } from '../application/admin';
import {
  createEventsServices,
  type EventsRepository,
} from '../application/events';
import type { EventLedger, PaymentsServices } from '../application/payments';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

declare module './root-ports' {
  interface RootRepositories {
    readonly events: EventsRepository;
  }
}

/**
 * The feature `events` put together: its use cases over the root's ports, its routes, its
 * tables. It asks the payments feature (before it in the list) for fee orders and refunds
 * through payments' `eventFees` (EventFeePayments); payments calls back this feature's own
 * `eventFees` (EventLedger) through its `later`. The two entries share the name: once both are
 * built, `services.eventFees` is this one (the last wired), which is what payments' `later`
 * reads, while this feature was handed payments' at build time.
 */
export const eventsFeature = {
  name: 'events',
  services: (
    ports: RootPorts,
    built: { readonly adminAudit: AdminAudit } & Pick<PaymentsServices, 'eventFees'>,
  ) => {
    const { store, settings } = ports;
    const routes = buildRouteTable(settings.productSegment);
    const eventsPath = routes.byId('events').path;
    const registrationPath = routes.byId('eventRegistration').path;
    const services = createEventsServices({
      events: store.events,
      accounts: store.accounts,
      fees: built.eventFees,
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
