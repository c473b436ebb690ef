import { eventsMigrations, eventsRepositories } from '../adapters/db/events';
import { registerEventsRoutes } from '../adapters/http/events';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import type { AdminAudit } from '../application/admin';
import {
  createEventsServices,
  type EventFeePayments,
  type EventsRepository,
} from '../application/events';
import { AppError } from '../application/shared/app-error';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

declare module './root-ports' {
  interface RootRepositories {
    readonly events: EventsRepository;
  }
}

/**
 * Until the payments feature exposes `eventFees` (branch events-payments): no online payment,
 * so that free events and pay-at-door work whole. The lead's merge replaces it by
 * `later().eventFees` (see `feesOf`).
 */
const NO_ONLINE_FEES: EventFeePayments = {
  methods: () => [],
  startFeeCheckout: () =>
    Promise.reject(new AppError('invalidState', '지금은 온라인 결제를 받지 않습니다.')),
  refundFee: () =>
    Promise.resolve({ refunded: false, message: '온라인 결제가 연결되어 있지 않습니다.' }),
};

/**
 * The feature `events` put together: its use cases over the root's ports, its routes, its
 * tables. It asks the payments feature (after it in the list, reached at run time through
 * `later`) for fee orders and refunds; payments calls back its entry `eventFees`.
 */
export const eventsFeature = {
  name: 'events',
  services: (ports: RootPorts, built: { readonly adminAudit: AdminAudit }) => {
    const { store, settings } = ports;
    const routes = buildRouteTable(settings.productSegment);
    const eventsPath = routes.byId('events').path;
    const registrationPath = routes.byId('eventRegistration').path;
    return createEventsServices({
      events: store.events,
      accounts: store.accounts,
      fees: NO_ONLINE_FEES,
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
  },
  routes: registerEventsRoutes,
  repositories: eventsRepositories,
  migrations: eventsMigrations,
} as const;
