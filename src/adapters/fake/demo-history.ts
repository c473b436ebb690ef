import { DEMO_PRESIDENTS, DEMO_TIMELINE } from '../../domain/content/demo-history';
import type { FakeBackend } from './fake-backend';

/** The fake backend's 연혁 and 역대 회장: the demo data set's (src/domain/content/demo-history.ts). */
export function seedDemoHistory(backend: FakeBackend): void {
  backend.timeline = [...DEMO_TIMELINE];
  backend.presidents = [...DEMO_PRESIDENTS];
}
