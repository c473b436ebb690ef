import { Container } from 'inversify';
import { SystemClock } from '../adapters/clock/system-clock';
import { DeferredDemoContentApi } from '../adapters/fake/deferred-demo-content-api';
import { ApiClient } from '../adapters/http/api-client';
import { HttpAlumniDirectoryApi } from '../adapters/http/http-alumni-directory-api';
import { HttpAccessLogApi } from '../adapters/http/http-access-log-api';
import { HttpAuthApi } from '../adapters/http/http-auth-api';
import { HttpFileApi } from '../adapters/http/http-file-api';
import { HttpMemberApi } from '../adapters/http/http-member-api';
import { ConsoleLogger } from '../adapters/logging/console-logger';
import { NativeOrBrowserFileSaver } from '../adapters/native/native-or-browser-file-saver';
import { ToastNotifier } from '../adapters/notify/toast-notifier';
import { LazyPostalSearch } from '../adapters/postal/lazy-postal-search';
import { LocalStorageTokenStore } from '../adapters/storage/local-storage-token-store';
import { GuardNavigation } from '../application/session/guard-navigation';
import { ReportMenuAccess } from '../application/access-log/report-menu-access';
import type { PostalSearch } from '../application/shared/ports/postal-search';
import { SessionService } from '../application/session/session-service';
import { PORTS, type Token } from '../application/shared/tokens';
import type { AppConfig } from './config';
import type { Platform } from './platform';

/**
 * The one place that knows concrete classes: binds every port to an adapter and every use case
 * to its class. Everything is a singleton: one session, one backend, per page.
 *
 * With the real server (`http`), the ports the server does not answer yet are bound as follows:
 * public content (notices, photos, donation statistics) comes from demo data loaded after the
 * first screen, until the server publishes content; donations are not bound until their issue
 * adds them.
 */
export async function buildContainer(config: AppConfig, platform: Platform): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(PORTS.Clock).to(SystemClock);
  container.bind(PORTS.Logger).to(ConsoleLogger);
  container.bind(PORTS.Notifier).toConstantValue(new ToastNotifier());
  container.bind(PORTS.TokenStore).toConstantValue(new LocalStorageTokenStore(platform.storage));
  container
    .bind(PORTS.FileSaver)
    .toConstantValue(new NativeOrBrowserFileSaver(platform.bridgeHost, platform.downloads));

  switch (config.backend) {
    case 'http':
      bindHttpBackend(container, config, platform);
      break;
    case 'fake': {
      // Loaded only in this mode, so that the site's own bundle carries none of it.
      const { bindFakeBackend } = await import('./fake-bindings');
      bindFakeBackend(container);
      break;
    }
  }
  bindPostalSearch(container, config, platform);

  container.bind(SessionService).toSelf();
  container.bind(ReportMenuAccess).toSelf();
  container.bind(GuardNavigation).toSelf();
  return container;
}

function bindHttpBackend(container: Container, config: AppConfig, platform: Platform): void {
  container.bind(ApiClient).toDynamicValue(
    (context) =>
      new ApiClient({
        baseUrl: config.apiBaseUrl,
        fetch: platform.fetch,
        xhr: platform.xhr,
        tokenStore: context.get(PORTS.TokenStore),
        notifier: context.get(PORTS.Notifier),
      }),
  );
  container.bind(PORTS.AuthApi).to(HttpAuthApi);
  container.bind(PORTS.MemberApi).to(HttpMemberApi);
  container.bind(PORTS.AlumniDirectoryApi).to(HttpAlumniDirectoryApi);
  container.bind(PORTS.FileApi).to(HttpFileApi);
  container.bind(PORTS.AccessLogApi).to(HttpAccessLogApi);
  container.bind(PORTS.ContentApi).to(DeferredDemoContentApi);
}

/**
 * The postal search of `VITE_POSTAL`: Kakao's service, or the built-in offline addresses. Either
 * is loaded at the first search: neither the first bundle nor the start-up waits for it.
 */
function bindPostalSearch(container: Container, config: AppConfig, platform: Platform): void {
  const load = async (): Promise<PostalSearch> => {
    switch (config.postal) {
      case 'kakao': {
        const { KakaoPostalSearch } = await import('../adapters/postal/kakao-postal-search');
        return new KakaoPostalSearch(platform.postcodeHost);
      }
      case 'offline': {
        const { OfflinePostalSearch } = await import('../adapters/postal/offline-postal-search');
        return new OfflinePostalSearch(platform.postcodeHost);
      }
    }
  };
  container.bind(PORTS.PostalSearch).toConstantValue(new LazyPostalSearch(load));
}

/** `container.get` that keeps the type a token was declared with. */
export function resolve<T>(container: Container, token: Token<T>): T {
  return container.get<T>(token);
}
