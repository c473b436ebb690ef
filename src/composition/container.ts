import { Container, type ContainerModule } from 'inversify';
import { SystemClock } from '../adapters/clock/system-clock';
import { ApiClient } from '../adapters/http/api-client';
import { ConsoleLogger } from '../adapters/logging/console-logger';
import { ToastNotifier } from '../adapters/notify/toast-notifier';
import { LazyPostalSearch } from '../adapters/postal/lazy-postal-search';
import { LocalStorageTokenStore } from '../adapters/storage/local-storage-token-store';
import { FILE_SAVER, type FileSaver } from '../application/files/file-saver';
import { TOKEN_STORE } from '../application/session/token-store';
import type { PostalSearch } from '../application/shared/ports/postal-search';
import { PORTS } from '../application/shared/tokens';
import type { AppConfig } from './config';
import type { FeatureComposition } from './feature-composition';
import { lazyPort } from './lazy-port';
import type { Platform } from './platform';

export { resolve } from './feature-composition';

/** Every feature's part of the composition (features/<feature>.ts), found without a list. */
export const FEATURES: readonly FeatureComposition[] = Object.values(
  import.meta.glob<FeatureComposition>('./features/*.ts', { eager: true, import: 'feature' }),
);

/**
 * The one place that knows concrete classes: binds the browser's ports here, and each feature's
 * ports and use cases through its composition (features/). Everything is a singleton: one
 * session, one backend, per page.
 */
export async function buildContainer(config: AppConfig, platform: Platform): Promise<Container> {
  const container = new Container({ defaultScope: 'Singleton' });

  container.bind(PORTS.Clock).to(SystemClock);
  container.bind(PORTS.Logger).to(ConsoleLogger);
  container.bind(PORTS.Notifier).toConstantValue(new ToastNotifier());
  container.bind(TOKEN_STORE).toConstantValue(new LocalStorageTokenStore(platform.storage));
  // Loaded at the first download: the home page saves no file.
  container.bind(FILE_SAVER).toConstantValue(
    lazyPort<FileSaver>(async () => {
      const { NativeOrBrowserFileSaver } =
        await import('../adapters/native/native-or-browser-file-saver');
      return new NativeOrBrowserFileSaver(platform.bridgeHost, platform.downloads);
    }),
  );

  switch (config.backend) {
    case 'http':
      bindApiClient(container, config, platform);
      container.load(...modulesOf(FEATURES, 'http'));
      break;
    case 'fake': {
      // Loaded only in this mode, so that the site's own bundle carries none of it.
      const { bindFakeBackend } = await import('./fake-bindings');
      await bindFakeBackend(container);
      break;
    }
  }
  bindPostalSearch(container, config, platform);
  container.load(...modulesOf(FEATURES, 'useCases'));
  return container;
}

/** The features' container modules of one kind, for those that have one. */
function modulesOf(
  features: readonly FeatureComposition[],
  kind: 'http' | 'useCases',
): ContainerModule[] {
  return features.flatMap((feature) => feature[kind] ?? []);
}

/** The one HTTP client every feature's HTTP adapter talks through. */
function bindApiClient(container: Container, config: AppConfig, platform: Platform): void {
  container.bind(ApiClient).toDynamicValue(
    (context) =>
      new ApiClient({
        baseUrl: config.apiBaseUrl,
        fetch: platform.fetch,
        xhr: platform.xhr,
        tokenStore: context.get(TOKEN_STORE),
        notifier: context.get(PORTS.Notifier),
      }),
  );
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
