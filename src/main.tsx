// The composition root: configuration, container, session actor, and the React tree.
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { buildAppServices } from './composition/app-services';
import { readAppConfig } from './composition/config';
import { buildContainer } from './composition/container';
import { browserPlatform } from './composition/platform';
import { seedFakeBackendIfAny } from './composition/demo-seeding';
import { createSessionActor } from './composition/session-actor';
import { App } from './ui/app/App';

const config = readAppConfig(import.meta.env);
const platform = browserPlatform();
const container = await buildContainer(config, platform);
await seedFakeBackendIfAny(container);
const session = createSessionActor(container);
session.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App services={buildAppServices(container, config, platform, session)} />
  </StrictMode>,
);
