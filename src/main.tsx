// The composition root: configuration, container, session actor, and the React tree.
// The lite build: inversify imports the same one, so the page carries one copy, not two.
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { buildAppServices } from './composition/app-services';
import { readAppConfig } from './composition/config';
import { buildContainer, resolve } from './composition/container';
import { browserPlatform } from './composition/platform';
import { createSessionActor } from './composition/session-actor';
import { buildRouteTable } from './domain/shared/routing/route-table';
import { App } from './ui/shared/app/App';
import { preloadPage } from './ui/shared/routing/page-registry';
import { PreloadedLoadsProvider, SentLoads } from './ui/shared/load/preloaded-loads';
import { TOKEN_STORE } from './application/session/token-store';
import { readServerAnswers } from './composition/server-answers';

const config = readAppConfig(import.meta.env);
const platform = browserPlatform();
// The page the visitor arrived on loads alongside the rest, and the first render waits for it:
// the pre-rendered HTML is already on screen, and the app must replace it with the same page,
// never with a loading state in between (that would shift the layout).
// A chunk that fails to load here is asked for again when the page renders.
const firstPage = preloadPage(
  buildRouteTable(config.productSegment).resolve(window.location.pathname),
).catch(() => undefined);
const container = await buildContainer(config, platform);
if (config.backend === 'fake') {
  const { startDemo } = await import('./composition/demo-seeding');
  await startDemo(container, platform);
}
const session = createSessionActor(container);
session.start();

await firstPage;
// Let the pre-rendered page be painted before the app renders over it: on a fast connection the
// scripts can arrive before the first frame, and the first paint would then wait for them.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A public page the server rendered with its content comes with the answers it was rendered
// from. A visitor's first render then draws the same page, and hydrates it; a signed-in member's
// header differs from the visitor's the server drew, so the app renders over it instead.
const answers = readServerAnswers(document);
const hydrating = answers !== null && resolve(container, TOKEN_STORE).readTokens() === null;
const loads = new SentLoads(hydrating ? answers : {});
const app = (
  <StrictMode>
    <PreloadedLoadsProvider loads={loads}>
      <App services={buildAppServices(container, config, platform, session)} />
    </PreloadedLoadsProvider>
  </StrictMode>
);
if (hydrating) hydrateRoot(root, app);
else createRoot(root).render(app);
