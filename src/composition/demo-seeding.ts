import type { Container } from 'inversify';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { restoreFakeBackend } from '../adapters/fake/fake-backend-state';
import { FakeStateSaver } from '../adapters/fake/fake-state-saver';
import type { FakeBackendCalls } from '../adapters/fake/reporting-calls';
import {
  type FakeStateStore,
  IndexedDbFakeStateStore,
} from '../adapters/fake/indexed-db-fake-state-store';
import { TOKEN_STORE } from '../application/session/token-store';
import { PORTS } from '../application/shared/tokens';
import { resolve } from './container';
import type { Platform } from './platform';

/**
 * With the fake backend (`npm run demo`): the state this browser kept (IndexedDB), or else the
 * demo data; saved again after every call, so that a reload keeps what was typed and the
 * sign-in. This module, the demo data and the banner load only in that mode: the composition
 * root imports it when the configuration says `fake`, so that the real site's first screen
 * carries none of it. Answers how to bring the demo back to its first state.
 */
export async function startFakeBackend(
  container: Container,
  store: FakeStateStore,
  reload: () => void,
): Promise<{ reset(): Promise<void>; flush(): Promise<void> }> {
  const backend = container.get(FakeBackend);
  const saved = await store.load();
  if (!saved || !restoreFakeBackend(backend, saved)) {
    const { seedDemoData } = await import('../adapters/fake/demo-data');
    seedDemoData(backend, { now: resolve(container, PORTS.Clock).now() });
  }
  const saver = new FakeStateSaver(backend, store);
  // The key FAKE_BACKEND_CALLS names (reporting-calls.ts), taken from the symbols' registry so
  // that this chunk does not load the bindings' one.
  container
    .get<FakeBackendCalls>(Symbol.for('alumni-association.fake-backend-calls'))
    .listen(saver.changed);
  return {
    flush: () => saver.flush(),
    async reset() {
      saver.stop();
      await store.clear();
      const tokens = resolve(container, TOKEN_STORE);
      tokens.clearTokens();
      tokens.clearUserId();
      reload();
    },
  };
}

/** The demo in the browser: kept in IndexedDB, with the banner above the site. */
export async function startDemo(container: Container, platform: Platform): Promise<void> {
  const demo = await startFakeBackend(
    container,
    new IndexedDbFakeStateStore(globalThis.indexedDB),
    platform.reload,
  );
  const { mountDemoBanner } = await import('../ui/shared/demo/DemoBanner');
  // A reload right after a change is kept too: the page saves as it goes.
  window.addEventListener('pagehide', () => void demo.flush());
  const host = document.createElement('div');
  document.body.prepend(host);
  mountDemoBanner(host, () => demo.reset());
}
