import { DEMO_PRESIDENTS, DEMO_TIMELINE } from '../../src/domain/content/demo-history';
import type { SeedPorts } from './seed-ports';

/**
 * Writes the demo's 연혁 and 역대 회장 (src/domain/content/demo-history.ts), directly: the demo's
 * history is no office action.
 */
export async function seedDemoHistory(ports: SeedPorts): Promise<void> {
  await ports.store.transactions.run(async () => {
    const repositories = ports.store;
    await repositories.history.replaceTimeline(DEMO_TIMELINE);
    await repositories.history.replacePresidents(DEMO_PRESIDENTS);
  });
}
