import { koreanTime, seatsOf } from '../../src/domain/events';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import type { DemoPerson } from '../../src/domain/shared/demo/demo-people';
import { DEMO_SEED, seededRandom } from '../../src/domain/shared/demo/seeded-random';
import type { EventRecord, RegistrationRecord } from '../application/events/ports';
import type { RootPorts } from '../composition/root-ports';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The demo's events (issue 33, item 6): an upcoming 체육대회 open for registration (a fee, some
 * seats taken) and last year's 송년의 밤 with its registrations and attendance across several
 * 기수. Drawn with the domain's seeded dice, so every seed lays the same ones.
 */
export async function seedDemoEvents(
  ports: RootPorts,
  authorId: string,
  members: readonly DemoPerson[],
): Promise<void> {
  const { store, clock } = ports;
  const random = seededRandom(DEMO_SEED + 33);
  const now = clock.now();
  const at = now.toISOString();
  const { year } = calendarDateOf(now);
  const soon = calendarDateOf(new Date(now.getTime() + 30 * DAY));
  const day = (offset: number) => {
    const date = calendarDateOf(new Date(now.getTime() + offset * DAY));
    return `${String(date.year)}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
  };
  const korean = (text: string) => koreanTime(text) ?? at;
  const base = {
    description: '',
    programme: '',
    refundDeadline: null,
    visitorsAllowed: true,
    maxCompanions: 3,
    payAtDoor: true,
    contactName: '총동문회 사무국',
    contactPhone: '02-739-1926',
    contactEmail: 'office@hanbit-alumni.example',
    waitingCount: 0,
    calendarSequence: 0,
    cancelledAt: null,
    cancelReason: null,
    createdAt: at,
    updatedAt: at,
  } as const;

  const sportsDay: Omit<EventRecord, 'seatsTaken'> = {
    ...base,
    eventId: `event-sports-${String(soon.year)}`,
    kind: 'sportsDay',
    title: `제${String(soon.year - 1982)}회 동문 한마음 체육대회`,
    description:
      '모교 운동장에서 기수별 대항 축구, 계주, 줄다리기를 합니다. 가족과 함께 오세요. 점심과 기념품을 드립니다.',
    programme:
      '09:30 접수\n10:00 개회식\n10:30 기수별 축구·족구\n12:00 점심\n13:30 계주·줄다리기\n16:00 시상식·폐회',
    startsAt: korean(`${day(30)}T10:00`),
    endsAt: korean(`${day(30)}T16:30`),
    registrationDeadline: korean(`${day(25)}T18:00`),
    refundDeadline: korean(`${day(23)}T18:00`),
    placeName: '한빛고등학교 운동장',
    placeAddress: '서울특별시 종로구 한빛로 1',
    capacity: 300,
    fees: { member: 20_000, companion: 10_000, visitor: 30_000 },
    state: 'published',
    publishedAt: at,
  };
  const party: Omit<EventRecord, 'seatsTaken'> = {
    ...base,
    eventId: `event-party-${String(year - 1)}`,
    kind: 'yearEndParty',
    title: `${String(year - 1)} 송년의 밤`,
    description: '한 해를 보내며 선후배가 함께하는 저녁입니다.',
    programme: '18:00 접수\n18:30 개회·회장 인사\n19:00 만찬\n20:00 기수별 장기자랑·경품 추첨',
    startsAt: korean(`${String(year - 1)}-12-12T18:30`),
    endsAt: korean(`${String(year - 1)}-12-12T21:30`),
    registrationDeadline: korean(`${String(year - 1)}-12-05T18:00`),
    refundDeadline: korean(`${String(year - 1)}-12-05T18:00`),
    placeName: '서울 그랜드 호텔 컨벤션홀',
    placeAddress: '서울특별시 중구 세종대로 100',
    capacity: 150,
    fees: { member: 50_000, companion: 30_000, visitor: 50_000 },
    maxCompanions: 1,
    state: 'closed',
    publishedAt: korean(`${String(year - 1)}-11-01T09:00`),
  };

  const people = members.filter((member) => member.email && member.mobile);
  const lay = async (
    event: Omit<EventRecord, 'seatsTaken'>,
    count: number,
    past: boolean,
  ): Promise<void> => {
    const chosen = [...people].sort(() => random.next() - 0.5).slice(0, count);
    const registrations: RegistrationRecord[] = chosen.map((member, index) => {
      const companions = random.int(0, event.maxCompanions);
      const amount = event.fees.member + companions * event.fees.companion;
      const came = past && random.chance(0.8);
      const createdAt = new Date(
        Date.parse(event.registrationDeadline) - random.int(1, 20) * DAY,
      ).toISOString();
      return {
        registrationId: `${event.eventId}-${String(index + 1).padStart(3, '0')}`,
        eventId: event.eventId,
        memberId: member.userId,
        name: member.name,
        phone: member.mobile,
        email: member.email,
        classNumber: member.classNumber,
        companions,
        note: '',
        state: 'confirmed',
        lineNumber: index + 1,
        payment: past ? (came ? 'doorPaid' : 'door') : 'door',
        amount,
        orderId: null,
        payBy: null,
        attendedAt: came
          ? new Date(Date.parse(event.startsAt) - random.int(0, 40) * 60_000).toISOString()
          : null,
        remindedAt: past ? event.startsAt : null,
        createdAt,
        updatedAt: createdAt,
        cancelledAt: null,
      };
    });
    const seatsTaken = registrations.reduce((sum, each) => sum + seatsOf(each.companions), 0);
    await store.events.insertEvent({ ...event, seatsTaken }, authorId, registrations.length);
    for (const registration of registrations) await store.events.insertRegistration(registration);
  };
  await lay(sportsDay, Math.min(18, people.length), false);
  await lay(party, Math.min(40, people.length), true);
}
