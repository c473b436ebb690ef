import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attendanceByClass,
  attendeeMatches,
  checkInOf,
  checkInTokenOf,
  draftOfEvent,
  EVENT_LIMITS,
  eventCancelReasonRefusal,
  eventCalendar,
  eventsByMonth,
  type EventDraft,
  promotionsOf,
  readEventDraft,
  waitingPositions,
} from '../../../src/domain/events';

const DRAFT: EventDraft = {
  kind: 'sportsDay',
  title: '제44회 체육대회',
  description: '',
  programme: '',
  startsAt: '2026-12-12T10:00',
  endsAt: '2026-12-12T16:00',
  registrationDeadline: '2026-12-05T18:00',
  refundDeadline: '',
  placeName: '운동장',
  placeAddress: '',
  capacity: '120',
  fees: { member: 0, companion: 0, visitor: 0 },
  visitorsAllowed: true,
  maxCompanions: 2,
  payAtDoor: false,
  contactName: '김간사',
  contactPhone: '0212345678',
  contactEmail: '',
};

describe('the office’s event form', () => {
  it('keeps Korean wall-clock times as instants, and writes the phone back', () => {
    const reading = readEventDraft(DRAFT);
    expect(reading.ok && reading.event).toMatchObject({
      startsAt: '2026-12-12T01:00:00.000Z',
      capacity: 120,
      contactPhone: '02-1234-5678',
      refundDeadline: null,
    });
  });

  it('refuses an end before the start, a fee without a refund deadline, capacity 0', () => {
    const reading = readEventDraft({
      ...DRAFT,
      endsAt: '2026-12-12T09:00',
      capacity: 0,
      fees: { member: 10_000, companion: 0, visitor: 0 },
    });
    expect(reading.ok ? {} : Object.keys(reading.refusals).sort()).toEqual([
      'capacity',
      'endsAt',
      'refundDeadline',
    ]);
  });

  it('refuses each free text by its own rule: required, one line, length', () => {
    const reading = readEventDraft({
      ...DRAFT,
      title: ' ',
      placeName: '운동장\n본관',
      contactName: '김'.repeat(EVENT_LIMITS.contactNameLength + 1),
      description: '첫 줄\n둘째 줄',
    });
    expect(reading.ok ? {} : reading.refusals).toEqual({
      title: expect.stringMatching(/행사 이름을 입력해/u),
      placeName: expect.stringMatching(/장소/u),
      contactName: `담당자는 ${EVENT_LIMITS.contactNameLength}자까지 쓸 수 있습니다.`,
    });
  });

  it('gives a stored event back as the form it came from (readEventDraft’s inverse)', () => {
    const reading = readEventDraft({ ...DRAFT, refundDeadline: '2026-12-01T18:00' });
    if (!reading.ok) throw new Error('the draft is refused');
    const again = draftOfEvent(reading.event);
    expect(again).toMatchObject({
      startsAt: DRAFT.startsAt,
      refundDeadline: '2026-12-01T18:00',
      capacity: 120,
      contactPhone: '02-1234-5678',
    });
    expect(readEventDraft(again)).toEqual(reading);
  });

  it('asks the office for a reason to call an event off, of at most its length', () => {
    expect(eventCancelReasonRefusal('  ')).toMatch(/취소 사유를 적어/u);
    expect(eventCancelReasonRefusal('가'.repeat(EVENT_LIMITS.cancelReasonLength + 1))).toMatch(
      /자까지/u,
    );
    expect(eventCancelReasonRefusal(' 태풍 예보 ')).toBeNull();
  });
});

describe('the waiting line', () => {
  it('promotes strictly in line: a party that does not fit stops it', () => {
    const line = [{ companions: 0 }, { companions: 2 }, { companions: 0 }];
    expect(promotionsOf(line, 2)).toEqual([{ companions: 0 }]);
    expect(promotionsOf(line, 5)).toEqual(line);
  });

  it('never promotes more people than the seats free, and always a prefix of the line', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.nat({ max: 3 }).map((companions) => ({ companions })),
          { maxLength: 20 },
        ),
        fc.nat({ max: 30 }),
        (line, seats) => {
          const promoted = promotionsOf(line, seats);
          const people = promoted.reduce((sum, each) => sum + 1 + each.companions, 0);
          expect(people).toBeLessThanOrEqual(seats);
          expect(promoted).toEqual(line.slice(0, promoted.length));
          const next = line[promoted.length];
          if (next) expect(people + 1 + next.companions).toBeGreaterThan(seats);
        },
      ),
    );
  });

  it('numbers the waiting in line order', () => {
    const positions = waitingPositions([
      { registrationId: 'a', state: 'confirmed' },
      { registrationId: 'b', state: 'waiting' },
      { registrationId: 'c', state: 'cancelled' },
      { registrationId: 'd', state: 'waiting' },
    ]);
    expect([...positions]).toEqual([
      ['b', 1],
      ['d', 2],
    ]);
  });
});

describe('check-in', () => {
  it('reads the token from the registration page’s address or alone', () => {
    expect(checkInTokenOf('https://x.org/alumni/events/registration?t=YWJj.c2ln')).toBe(
      'YWJj.c2ln',
    );
    expect(checkInTokenOf(' YWJj.c2ln ')).toBe('YWJj.c2ln');
    expect(checkInTokenOf('https://x.org/')).toBeNull();
  });

  it('marks a confirmed registration once; refuses waiting and cancelled ones', () => {
    expect(checkInOf({ state: 'confirmed', payment: 'none', attendedAt: null }).outcome).toBe(
      'checkedIn',
    );
    expect(checkInOf({ state: 'confirmed', payment: 'none', attendedAt: 'x' }).outcome).toBe(
      'already',
    );
    expect(checkInOf({ state: 'waiting', payment: 'none', attendedAt: null }).outcome).toBe(
      'refused',
    );
  });
});

describe('the calendar file', () => {
  const entry = {
    uid: 'event-1@example.org',
    sequence: 0,
    title: '송년의 밤, 2026; 선후배\\함께',
    description: '첫 줄\n둘째 줄',
    startsAt: '2026-12-12T09:30:00.000Z',
    endsAt: '2026-12-12T12:30:00.000Z',
    location: '서울',
    url: 'https://example.org/alumni/events?id=1',
    organizer: null,
    cancelled: false,
    stamp: '2026-11-29T00:00:00.000Z',
  };

  it('escapes text and writes instants in UTC', () => {
    const ics = eventCalendar(entry);
    expect(ics).toContain('SUMMARY:송년의 밤\\, 2026\\; 선후배\\\\함께');
    expect(ics).toContain('DESCRIPTION:첫 줄\\n둘째 줄');
    expect(ics).toContain('DTSTART:20261212T093000Z');
    expect(ics.endsWith('\r\n')).toBe(true);
  });

  it('folds every line to 75 octets without splitting a character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (title) => {
        const ics = eventCalendar({ ...entry, title });
        for (const line of ics.split('\r\n'))
          expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
        const unfolded = ics.replace(/\r\n /gu, '');
        expect(unfolded).toContain('END:VCALENDAR');
      }),
    );
  });
});

describe('the lists', () => {
  it('groups upcoming events soonest first and past ones latest first, by Korean month', () => {
    const now = new Date('2026-11-29T00:00:00.000Z');
    const listed = eventsByMonth(
      [
        { startsAt: '2026-12-31T16:00:00.000Z', endsAt: '2026-12-31T18:00:00.000Z' },
        { startsAt: '2026-12-12T01:00:00.000Z', endsAt: '2026-12-12T05:00:00.000Z' },
        { startsAt: '2025-12-12T09:00:00.000Z', endsAt: '2025-12-12T12:00:00.000Z' },
      ],
      now,
    );
    expect(listed.upcoming.map((month) => [month.label, month.events.length])).toEqual([
      ['2026년 12월', 1],
      ['2027년 1월', 1],
    ]);
    expect(listed.past.map((month) => month.month)).toEqual(['2025-12']);
  });

  it('counts attendance by 기수 over confirmed registrations, the unnamed last', () => {
    expect(
      attendanceByClass([
        { classNumber: null, state: 'confirmed', companions: 0, attendedAt: null },
        { classNumber: 45, state: 'confirmed', companions: 1, attendedAt: 'x' },
        { classNumber: 45, state: 'cancelled', companions: 0, attendedAt: null },
        { classNumber: 30, state: 'confirmed', companions: 0, attendedAt: null },
      ]).map((row) => [row.classNumber, row.people, row.attendedPeople]),
    ).toEqual([
      [30, 1, 0],
      [45, 2, 2],
      [null, 1, 0],
    ]);
  });

  it('finds attendees by name, 기수 or phone digits', () => {
    const attendee = {
      registrationId: 'r',
      memberId: null,
      name: '김동문',
      phone: '010-1234-5678',
      email: 'a@b.c',
      classNumber: 45,
      companions: 0,
      note: '',
      state: 'confirmed' as const,
      waitingPosition: null,
      payment: 'none' as const,
      amount: 0,
      attendedAt: null,
      createdAt: '2026-11-29T00:00:00.000Z',
    };
    expect(attendeeMatches(attendee, { q: '동문' })).toBe(true);
    expect(attendeeMatches(attendee, { q: '45기' })).toBe(true);
    expect(attendeeMatches(attendee, { q: '5678' })).toBe(true);
    expect(attendeeMatches(attendee, { q: '46기' })).toBe(false);
    expect(attendeeMatches(attendee, { attendance: 'attended' })).toBe(false);
  });
});
