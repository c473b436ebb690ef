import type { RegistrationRequest } from '../../../src/application/events';
import { type EventDraft, koreanWallClock } from '../../../src/domain/events';
import { leave, ONE_DAY, type PortWorld } from './port-world';

/** The office's form for an event `days` ahead of the backend's clock, with `overrides`. */
export function anEventDraft(
  world: PortWorld,
  overrides: Partial<EventDraft> = {},
  days = 30,
): EventDraft {
  const at = (offset: number) =>
    koreanWallClock(new Date(world.now().getTime() + offset).toISOString());
  return {
    kind: 'sportsDay',
    title: '총동문 체육대회',
    description: '선후배가 함께하는 체육대회입니다.',
    programme: '10:00 개회식\n12:00 점심',
    startsAt: at(days * ONE_DAY),
    endsAt: at(days * ONE_DAY + 6 * 60 * 60 * 1000),
    registrationDeadline: at((days - 7) * ONE_DAY),
    refundDeadline: at((days - 10) * ONE_DAY),
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
  };
}

/** An event the office created and published; the session is left a visitor's. */
export async function publishedEvent(
  world: PortWorld,
  overrides: Partial<EventDraft> = {},
  days = 30,
): Promise<string> {
  await world.signInAsAdministrator();
  const { eventId } = await world.officeEvents.createEvent(anEventDraft(world, overrides, days));
  await world.officeEvents.publishEvent(eventId);
  leave(world);
  return eventId;
}

let visitors = 0;

/** A visitor's registration form, door payment, consent given. */
export function aRegistration(overrides: Partial<RegistrationRequest> = {}): RegistrationRequest {
  visitors += 1;
  return {
    name: '박방문',
    phone: '010-2222-3333',
    email: `visitor${visitors}@example.com`,
    classNumber: '',
    companions: 0,
    note: '',
    payment: 'door',
    method: '',
    privacyConsent: true,
    ...overrides,
  };
}

/** The signed token (`t`) of a registration's link. */
export function tokenOf(link: string): string {
  const token = new URL(link, 'http://localhost').searchParams.get('t');
  if (!token) throw new Error(`no token in ${link}`);
  return token;
}
