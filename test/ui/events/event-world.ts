import type { FakeRegistration } from '../../../src/adapters/fake/fake-event-records';
import { type EventDraft, koreanWallClock, readEventDraft } from '../../../src/domain/events';
import type { FakeWorld } from '../../support/fake-world';

const DAY = 24 * 60 * 60 * 1000;

/** A published event in the fake backend, `days` after its clock, with `overrides`. */
export function addEvent(world: FakeWorld, overrides: Partial<EventDraft> = {}, days = 30): string {
  const at = (offset: number) =>
    koreanWallClock(new Date(world.clock.now().getTime() + offset).toISOString());
  const reading = readEventDraft({
    kind: 'sportsDay',
    title: '총동문 체육대회',
    description: '선후배가 함께하는 체육대회입니다.',
    programme: '10:00 개회식\n12:00 점심',
    startsAt: at(days * DAY),
    endsAt: at(days * DAY + 6 * 60 * 60 * 1000),
    registrationDeadline: at((days - 7) * DAY),
    refundDeadline: at((days - 10) * DAY),
    placeName: '한빛고등학교 운동장',
    placeAddress: '서울특별시 마포구 월드컵북로 400',
    capacity: 50,
    fees: { member: 20_000, companion: 10_000, visitor: 30_000 },
    visitorsAllowed: true,
    maxCompanions: 3,
    payAtDoor: true,
    contactName: '사무국 김하늘',
    contactPhone: '02-1234-5678',
    contactEmail: 'office@example.com',
    ...overrides,
  });
  if (!reading.ok) throw new Error(JSON.stringify(reading.refusals));
  const id = world.backend.nextId('event');
  const now = world.clock.now().toISOString();
  world.backend.events.events.push({
    ...reading.event,
    id,
    state: 'published',
    createdAt: now,
    updatedAt: now,
    publishedAt: now,
    cancelledAt: null,
    cancelReason: null,
    sequence: 0,
  });
  return id;
}

/** A registration already made for the event (by a member when `memberId` is given). */
export function addRegistration(
  world: FakeWorld,
  eventId: string,
  overrides: Partial<FakeRegistration> = {},
): FakeRegistration {
  const id = world.backend.nextId('registration');
  const registration: FakeRegistration = {
    id,
    eventId,
    memberId: null,
    name: '이미신청',
    phone: '010-9999-0000',
    email: `${id}@example.com`,
    classNumber: 50,
    companions: 0,
    note: '',
    state: 'confirmed',
    payment: 'door',
    amount: 30_000,
    attendedAt: null,
    payBy: null,
    createdAt: world.clock.now().toISOString(),
    cancelledAt: null,
    token: `${id}.testmac`,
    orderId: null,
    ...overrides,
  };
  world.backend.events.registrations.push(registration);
  return registration;
}
