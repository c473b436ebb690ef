// The composition root: configuration, container, session actor, and the React tree.
import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readAppConfig } from './composition/config';
import { buildContainer } from './composition/container';
import { createSessionActor } from './composition/session-actor';
import { buildRouteTable } from './domain/routing/route-table';
import { App } from './ui/app/App';

const config = readAppConfig(import.meta.env);
const container = buildContainer(config);
const session = createSessionActor(container);
session.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App
      services={{
        associationName: config.associationName,
        routes: buildRouteTable(config.productSegment),
        session,
      }}
    />
  </StrictMode>,
);
