import { type DemoAttendee, demoEvents } from '../../domain/events';
import { DEMO_MEMBER } from '../../domain/shared/demo/demo-people';
import type { FakeBackend } from './fake-backend';

/** The fake backend's demo events (`npm run demo`): the domain's demo, as the server seeds it. */
export function seedDemoEvents(
  backend: FakeBackend,
  now: Date,
  members: readonly DemoAttendee[],
): void {
  const { events } = backend;
  for (const demo of demoEvents(now, DEMO_MEMBER.userId, members)) {
    const eventId = backend.nextId('event');
    events.events.push({
      ...demo.event,
      id: eventId,
      state: demo.state,
      createdAt: demo.publishedAt,
      updatedAt: demo.publishedAt,
      publishedAt: demo.publishedAt,
      cancelledAt: null,
      cancelReason: null,
      sequence: 0,
    });
    for (const registration of demo.registrations) {
      const id = backend.nextId('registration');
      events.registrations.push({
        ...registration,
        id,
        eventId,
        token: `${id}.demo${id.replace(/\D/gu, '')}`,
        orderId: null,
        payBy: null,
      });
    }
  }
}
