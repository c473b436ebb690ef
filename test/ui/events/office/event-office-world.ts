import type { EventDraft } from '../../../../src/domain/events';
import type { FakeRegistration } from '../../../../src/adapters/fake/fake-event-records';
import { type FakeWorld, withOfficeSignedIn } from '../../../support/fake-world';

/** A 체육대회 on 2026-12-12 (the world's clock: 2026-11-22 10:00), 3 seats, 30,000원 a member. */
export const SPORTS_DAY: EventDraft = {
  kind: 'sportsDay',
  title: '제44회 동문 한마음 체육대회',
  description: '모교 운동장에서 기수별로 겨룹니다.',
  programme: '10:00 개회식\n12:00 점심',
  startsAt: '2026-12-12T10:00',
  endsAt: '2026-12-12T17:00',
  registrationDeadline: '2026-12-10T18:00',
  refundDeadline: '2026-12-05T18:00',
  placeName: '모교 대운동장',
  placeAddress: '서울특별시 종로구 성균관로 25-2',
  capacity: 3,
  fees: { member: 30000, companion: 10000, visitor: 40000 },
  visitorsAllowed: false,
  maxCompanions: 2,
  payAtDoor: true,
  contactName: '김사무',
  contactPhone: '02-1234-5678',
  contactEmail: 'office@example.com',
};

/** The office signed in, and the 체육대회 published (its id). */
export async function eventWorld(
  draft: Partial<EventDraft> = {},
): Promise<{ world: FakeWorld; eventId: string }> {
  const world = await withOfficeSignedIn();
  const { eventId } = await world.officeEventsApi.createEvent({ ...SPORTS_DAY, ...draft });
  await world.officeEventsApi.publishEvent(eventId);
  return { world, eventId };
}

/** A registration put straight into the fake's records; its QR code is `<id>.qr<id>`. */
export function addRegistration(
  world: FakeWorld,
  eventId: string,
  registration: Partial<FakeRegistration> & { readonly name: string },
): FakeRegistration {
  const id = world.backend.nextId('registration');
  const record: FakeRegistration = {
    id,
    eventId,
    memberId: null,
    phone: '010-1234-5678',
    email: 'someone@example.com',
    classNumber: null,
    companions: 0,
    note: '',
    state: 'confirmed',
    payment: 'paid',
    amount: 30000,
    attendedAt: null,
    createdAt: world.clock.now().toISOString(),
    cancelledAt: null,
    token: `${id}.qr${id.replace(/\W/gu, '')}`,
    orderId: null,
    payBy: null,
    ...registration,
  };
  world.backend.events.registrations.push(record);
  return record;
}

/** 김하늘 (76기, paid), 이바다 (76기, at the door, 1 companion), 박구름 (77기, waiting). */
export function threeAttendees(world: FakeWorld, eventId: string) {
  return {
    sky: addRegistration(world, eventId, {
      name: '김하늘',
      memberId: 'sky76',
      classNumber: 76,
      phone: '010-1111-2222',
    }),
    sea: addRegistration(world, eventId, {
      name: '이바다',
      classNumber: 76,
      companions: 1,
      payment: 'door',
      amount: 40000,
      phone: '010-3333-4444',
    }),
    cloud: addRegistration(world, eventId, {
      name: '박구름',
      classNumber: 77,
      state: 'waiting',
      phone: '010-5555-6666',
    }),
  };
}
