import { DEMO_ORGANIZATION } from '../../src/domain/content/demo-organization';
import type { SeedPorts } from './seed-ports';

/** Writes the demo chart (directly: the demo's chart is no office action). */
export async function seedDemoOrganization(ports: SeedPorts): Promise<void> {
  await ports.store.transactions.run(() =>
    ports.store.organization.replacePositions(DEMO_ORGANIZATION),
  );
}
