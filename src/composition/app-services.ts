import type { Container } from 'inversify';
import { DeferredDemoContentApi } from '../adapters/fake/deferred-demo-content-api';
import { NotificationOutlet } from '../adapters/notify/NotificationOutlet';
import { GuardNavigation } from '../application/session/guard-navigation';
import { ReportMenuAccess } from '../application/access-log/report-menu-access';
import { PORTS } from '../application/shared/tokens';
import { buildRouteTable } from '../domain/shared/routing/route-table';
import type { SessionActorRef } from '../domain/session/session-machine';
import type { AppServices } from '../ui/shared/app/app-services';
import type { AppConfig } from './config';
import { resolve } from './container';
import type { Platform } from './platform';

/** What the UI gets: use cases and read-only ports, never the container nor an adapter. */
export function buildAppServices(
  container: Container,
  config: AppConfig,
  platform: Platform,
  session: SessionActorRef,
): AppServices {
  const guard = container.get(GuardNavigation);
  const report = container.get(ReportMenuAccess);
  const tokenStore = resolve(container, PORTS.TokenStore);
  const fileApi = resolve(container, PORTS.FileApi);
  const content = resolve(container, PORTS.ContentApi);
  return {
    association: config.association,
    routes: buildRouteTable(config.productSegment),
    session,
    navigation: {
      guard: (route, location) => guard.decide(route, location),
      reportVisit: (location) => report.execute(location),
    },
    content,
    // Until the server publishes content, its photos are the demo data's own images.
    mediaUrl:
      content instanceof DeferredDemoContentApi
        ? (id) => content.mediaUrl(id) || fileApi.mediaUrl(id)
        : (id) => fileApi.mediaUrl(id),
    signInPreferences: {
      rememberedUserId: () => tokenStore.readRememberedUserId(),
      rememberUserId: (userId) => tokenStore.rememberUserId(userId),
      forgetRememberedUserId: () => tokenStore.forgetRememberedUserId(),
    },
    accounts: resolve(container, PORTS.AuthApi),
    member: resolve(container, PORTS.MemberApi),
    directory: resolve(container, PORTS.AlumniDirectoryApi),
    files: fileApi,
    postal: resolve(container, PORTS.PostalSearch),
    notifier: resolve(container, PORTS.Notifier),
    clock: resolve(container, PORTS.Clock),
    reloadPage: platform.reload,
    NotificationOutlet,
  };
}
