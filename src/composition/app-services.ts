import type { Container } from 'inversify';
import { NotificationOutlet } from '../adapters/notify/NotificationOutlet';
import { ReportMenuAccess } from '../application/access-log/report-menu-access';
import { GuardNavigation } from '../application/session/guard-navigation';
import { PORTS } from '../application/shared/tokens';
import type { SessionActorRef } from '../domain/session/session-machine';
import { buildRouteTable } from '../domain/shared/routing/route-table';
import type { AppServices } from '../ui/shared/app/app-services';
import type { AppConfig } from './config';
import { FEATURES, resolve } from './container';
import type { Platform } from './platform';
import { mapViewFor } from './map-view';

/**
 * What the UI gets: use cases and read-only ports, never the container nor an adapter. The
 * frame's services are made here; each feature adds its own (features/<feature>.ts, `services`),
 * the fields it declares in `src/ui/<feature>/services.ts`.
 */
export function buildAppServices(
  container: Container,
  config: AppConfig,
  platform: Platform,
  session: SessionActorRef,
): AppServices {
  const guard = container.get(GuardNavigation);
  const report = container.get(ReportMenuAccess);
  const frame = {
    association: config.association,
    routes: buildRouteTable(config.productSegment),
    session,
    navigation: {
      guard: (route, location) => guard.decide(route, location),
      reportVisit: (location) => report.execute(location),
    },
    mapView: mapViewFor(config.kakaoMapKey, platform),
    postal: resolve(container, PORTS.PostalSearch),
    notifier: resolve(container, PORTS.Notifier),
    clock: resolve(container, PORTS.Clock),
    reloadPage: platform.reload,
    NotificationOutlet,
  } satisfies Partial<AppServices>;
  const features = FEATURES.map((feature) => feature.services?.(container, config, platform));
  // Each feature's part is checked by its own type; that every field is there, by the tests.
  return Object.assign({}, frame, ...features) as AppServices;
}
