import type { Container } from 'inversify';
import { FakeBackend } from '../adapters/fake/fake-backend';
import { PORTS } from '../application/shared/tokens';
import { resolve } from './container';

/**
 * With the fake backend (`npm run demo`), fills it with the demo data: members, notices,
 * photos, statistics. This module, the demo data and faker load only in that mode: the
 * composition root imports it when the configuration says `fake`, so that the real site's
 * first screen carries none of the fake backend.
 */
export async function seedFakeBackend(container: Container): Promise<void> {
  const { seedDemoData } = await import('../adapters/fake/demo-data');
  seedDemoData(container.get(FakeBackend), { now: resolve(container, PORTS.Clock).now() });
}
