import { type Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { buildRouteTable } from '../domain/shared/routing/route-table';
import {
  FAKE_BACKEND_CALLS,
  FakeBackendCalls,
  reportingCalls,
} from '../adapters/fake/reporting-calls';
import type { FakeFeatureComposition } from './feature-composition';

/** Every feature's fake adapters (features/fake/<feature>.ts), each loaded only in this mode. */
const FAKE_FEATURES = import.meta.glob<FakeFeatureComposition>('./features/fake/*.ts');

/**
 * The in-browser pretend server: every API port answered by the fake backend, so that the site
 * works with no server at all (`npm run demo`). Loaded only in that mode. The postal search is
 * bound by `VITE_POSTAL` (the offline addresses by default in this mode), not here. Every port
 * the features bind reports its calls (FakeBackendCalls), without any of them knowing.
 */
export async function bindFakeBackend(container: Container, productSegment: string): Promise<void> {
  container
    .bind(FakeBackend)
    .toSelf()
    .onActivation((_context, backend) => {
      backend.routes = buildRouteTable(productSegment);
      return backend;
    });
  const calls = new FakeBackendCalls();
  container.bind(FAKE_BACKEND_CALLS).toConstantValue(calls);
  const features = await Promise.all(Object.values(FAKE_FEATURES).map((load) => load()));
  const ports = new Set<ServiceIdentifier<object>>();
  // Each module as it is, but noting the ports it binds.
  const noting = features.map(
    ({ fake }) =>
      new ContainerModule((options) =>
        fake.load({
          ...options,
          bind: (port) => {
            ports.add(port as ServiceIdentifier<object>);
            return options.bind(port);
          },
        }),
      ),
  );
  container.load(...noting);
  for (const port of ports) {
    container.onActivation(port, (_context, instance: object) =>
      reportingCalls(instance, calls.called),
    );
  }
}
