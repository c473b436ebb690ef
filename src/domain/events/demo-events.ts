import { DEMO_SEED, seededRandom } from '../shared/demo/seeded-random';
import { formatDate } from '../shared/format/date-format';
import type { CheckedEvent } from './event-draft';
import { koreanTime } from './event-draft';
import { type EventState, feeOf } from './events';
import type { PaymentStatus, RegistrationState } from './registrations';

/**
 * The demo's events (issue 33), for the server's seed and the SPA's fake alike: an upcoming
 * 체육대회 open for registration, with a fee and some seats taken (the demo member has not
 * registered, so that registering can be tried), and last December's 송년의 밤 with its
 * registrations and attendance across several 기수. Drawn from a seed: the same every time.
 */

export interface DemoAttendee {
  readonly userId: string;
  readonly name: string;
  readonly mobile: string;
  readonly email: string;
  readonly classNumber: number | null;
}

export interface DemoRegistration {
  readonly memberId: string | null;
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly classNumber: number | null;
  readonly companions: number;
  readonly note: string;
  readonly state: RegistrationState;
  readonly payment: PaymentStatus;
  readonly amount: number;
  readonly createdAt: string;
  readonly attendedAt: string | null;
  readonly cancelledAt: string | null;
}

export interface DemoEvent {
  readonly event: CheckedEvent;
  readonly state: EventState;
  readonly publishedAt: string;
  readonly registrations: readonly DemoRegistration[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A Korean wall-clock time `days` after `now`'s Korean day, at `clock` (`10:00`). */
function koreanDayAt(now: Date, days: number, clock: string): string {
  const day = formatDate(new Date(now.getTime() + days * DAY_MS)).replace(/\./gu, '-');
  return koreanTime(`${day}T${clock}`) ?? now.toISOString();
}

export function demoEvents(
  now: Date,
  demoMemberId: string,
  alumni: readonly DemoAttendee[],
): DemoEvent[] {
  const random = seededRandom(DEMO_SEED + 33);
  const others = alumni.filter((person) => person.userId !== demoMemberId);
  const year = Number(formatDate(now).slice(0, 4));

  const sportsStart = koreanDayAt(now, 40, '10:00');
  const sportsDay: CheckedEvent = {
    kind: 'sportsDay',
    title: `${formatDate(sportsStart).slice(0, 4)} 총동문 체육대회`,
    description:
      '선후배가 함께 땀 흘리는 총동문 체육대회에 동문과 가족 여러분을 초대합니다.\n' +
      '기수별 계주, 줄다리기와 경품 추첨이 있습니다. 운동하기 편한 복장으로 오세요.',
    programme:
      '09:30 접수\n10:00 개회식\n10:30 기수별 경기\n12:30 점심\n14:00 계주·줄다리기\n16:00 시상과 경품 추첨',
    startsAt: sportsStart,
    endsAt: koreanDayAt(now, 40, '17:00'),
    registrationDeadline: koreanDayAt(now, 33, '18:00'),
    refundDeadline: koreanDayAt(now, 35, '18:00'),
    placeName: '한빛고등학교 운동장',
    placeAddress: '서울특별시 마포구 월드컵북로 400',
    capacity: 60,
    fees: { member: 20_000, companion: 10_000, visitor: 30_000 },
    visitorsAllowed: true,
    maxCompanions: 3,
    payAtDoor: true,
    contactName: '총동문회 사무국 김하늘',
    contactPhone: '02-1234-5678',
    contactEmail: 'office@hanbit-alumni.example',
  };
  const sportsRegistrations = others.slice(0, 14).map((person, index) => {
    const companions = random.weighted([
      [0, 5],
      [1, 3],
      [2, 2],
    ] as const);
    const online = random.chance(0.6);
    return {
      ...registrationOf(person, companions),
      payment: online ? ('paid' as const) : ('door' as const),
      amount: feeOf(sportsDay.fees, 'member', companions),
      createdAt: new Date(now.getTime() - ((14 - index) * DAY_MS) / 2).toISOString(),
      state: 'confirmed' as const,
      attendedAt: null,
      cancelledAt: null,
    };
  });

  const partyStart = koreanTime(`${year - 1}-12-12T18:00`) ?? now.toISOString();
  const party: CheckedEvent = {
    kind: 'yearEndParty',
    title: `${year - 1} 총동문 송년의 밤`,
    description:
      '한 해를 돌아보며 선후배가 함께하는 송년의 밤입니다. 공연과 기수별 장기자랑이 있습니다.',
    programme: '18:00 입장\n18:30 개회와 회장 인사\n19:00 만찬\n20:00 공연과 장기자랑\n21:30 폐회',
    startsAt: partyStart,
    endsAt: koreanTime(`${year - 1}-12-12T22:00`) ?? now.toISOString(),
    registrationDeadline: koreanTime(`${year - 1}-12-05T18:00`) ?? now.toISOString(),
    refundDeadline: koreanTime(`${year - 1}-12-08T18:00`) ?? now.toISOString(),
    placeName: '서울가든호텔 그랜드볼룸',
    placeAddress: '서울특별시 마포구 마포대로 58',
    capacity: 150,
    fees: { member: 50_000, companion: 30_000, visitor: 50_000 },
    visitorsAllowed: false,
    maxCompanions: 1,
    payAtDoor: false,
    contactName: '총동문회 사무국 김하늘',
    contactPhone: '02-1234-5678',
    contactEmail: 'office@hanbit-alumni.example',
  };
  const partyRegistered = Date.parse(party.registrationDeadline) - 20 * DAY_MS;
  const partyRegistrations = others.slice(0, 32).map((person, index) => {
    const companions = random.chance(0.3) ? 1 : 0;
    const cancelled = index % 11 === 10;
    const came = !cancelled && random.chance(0.85);
    const createdAt = new Date(partyRegistered + index * 3_600_000).toISOString();
    return {
      ...registrationOf(person, companions),
      state: cancelled ? ('cancelled' as const) : ('confirmed' as const),
      payment: cancelled ? ('refunded' as const) : ('paid' as const),
      amount: feeOf(party.fees, 'member', companions),
      createdAt,
      attendedAt: came
        ? new Date(Date.parse(partyStart) - 20 * 60_000 + index * 60_000).toISOString()
        : null,
      cancelledAt: cancelled ? new Date(Date.parse(createdAt) + 2 * DAY_MS).toISOString() : null,
    };
  });

  return [
    {
      event: party,
      state: 'published',
      publishedAt: new Date(partyRegistered - 10 * DAY_MS).toISOString(),
      registrations: partyRegistrations,
    },
    {
      event: sportsDay,
      state: 'published',
      publishedAt: new Date(now.getTime() - 10 * DAY_MS).toISOString(),
      registrations: sportsRegistrations,
    },
  ];
}

function registrationOf(person: DemoAttendee, companions: number) {
  return {
    memberId: person.userId,
    name: person.name,
    phone: person.mobile,
    email: person.email,
    classNumber: person.classNumber,
    companions,
    note: '',
  };
}
