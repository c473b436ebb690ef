import type { Container } from 'inversify';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { buildRouteTable } from '../domain/shared/routing/route-table';
import type { FakeFeatureComposition } from './feature-composition';

/** Every feature's fake adapters (features/fake/<feature>.ts), each loaded only in this mode. */
const FAKE_FEATURES = import.meta.glob<FakeFeatureComposition>('./features/fake/*.ts');

/**
 * The in-browser pretend server: every API port answered by the fake backend, so that the site
 * works with no server at all (`npm run demo`). Loaded only in that mode. The postal search is
 * bound by `VITE_POSTAL` (the offline addresses by default in this mode), not here.
 */
export async function bindFakeBackend(container: Container, productSegment: string): Promise<void> {
  container
    .bind(FakeBackend)
    .toSelf()
    .onActivation((_context, backend) => {
      backend.routes = buildRouteTable(productSegment);
      return backend;
    });
  const features = await Promise.all(Object.values(FAKE_FEATURES).map((load) => load()));
  container.load(...features.map(({ fake }) => fake));
}
