import { DEMO_ORGANIZATION } from '../../domain/content/demo-organization';
import type { FakeBackend } from './fake-backend';

/** The fake backend's demo chart (`npm run demo`): the server's (src/domain/content/demo-organization.ts). */
export function seedDemoOrganization(backend: FakeBackend): void {
  backend.organization = DEMO_ORGANIZATION.map((position) => ({ ...position }));
}
