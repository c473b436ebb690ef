// The composition root: configuration, container, session actor, and the React tree.
// The lite build: inversify imports the same one, so the page carries one copy, not two.
import 'reflect-metadata/lite';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildAppServices } from './composition/app-services';
import { readAppConfig } from './composition/config';
import { buildContainer } from './composition/container';
import { browserPlatform } from './composition/platform';
import { createSessionActor } from './composition/session-actor';
import { buildRouteTable } from './domain/shared/routing/route-table';
import { App } from './ui/shared/app/App';
import { preloadPage } from './ui/shared/routing/page-registry';

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
  const { seedFakeBackend } = await import('./composition/demo-seeding');
  await seedFakeBackend(container);
}
const session = createSessionActor(container);
session.start();

await firstPage;
// Let the pre-rendered page be painted before the app renders over it: on a fast connection the
// scripts can arrive before the first frame, and the first paint would then wait for them.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App services={buildAppServices(container, config, platform, session)} />
  </StrictMode>,
);
