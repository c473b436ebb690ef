import type { Container } from 'inversify';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { PORTS } from '../application/tokens';
import { resolve } from './container';

/**
 * With the fake backend (`npm run demo`), fills it with the demo data: members, notices,
 * photos, statistics. The demo data and faker load only in that mode.
 */
export async function seedFakeBackendIfAny(container: Container): Promise<void> {
  if (!container.isBound(FakeBackend)) return;
  const { seedDemoData } = await import('../adapters/fake/demo-data');
  seedDemoData(container.get(FakeBackend), { now: resolve(container, PORTS.Clock).now() });
}
