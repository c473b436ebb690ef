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
import { App } from './ui/app/App';

const config = readAppConfig(import.meta.env);
const platform = browserPlatform();
const container = await buildContainer(config, platform);
if (config.backend === 'fake') {
  const { seedFakeBackend } = await import('./composition/demo-seeding');
  await seedFakeBackend(container);
}
const session = createSessionActor(container);
session.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App services={buildAppServices(container, config, platform, session)} />
  </StrictMode>,
);
