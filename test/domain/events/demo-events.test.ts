import { describe, expect, it } from 'vitest';
import {
  attendanceByClass,
  demoEvents,
  readEventDraft,
  koreanWallClock,
  seatsOf,
} from '../../../src/domain/events';

const NOW = new Date('2026-11-29T01:00:00Z');
const ALUMNI = Array.from({ length: 40 }, (_, index) => ({
  userId: `alumnus${index}`,
  name: `동문${index}`,
  mobile: '010-1234-5678',
  email: `alumnus${index}@example.com`,
  classNumber: 40 + (index % 6),
}));

describe('demoEvents', () => {
  const demo = demoEvents(NOW, 'alumnus0', ALUMNI);

  it('is the same every time', () => {
    expect(demoEvents(NOW, 'alumnus0', ALUMNI)).toEqual(demo);
  });

  it('has an upcoming 체육대회 open with a fee and seats left, without the demo member', () => {
    const sports = demo.find((each) => each.event.kind === 'sportsDay');
    expect(sports?.state).toBe('published');
    expect(Date.parse(sports?.event.registrationDeadline ?? '')).toBeGreaterThan(NOW.getTime());
    expect(sports?.event.fees.member).toBeGreaterThan(0);
    const taken = (sports?.registrations ?? []).reduce(
      (sum, each) => sum + seatsOf(each.companions),
      0,
    );
    expect(taken).toBeGreaterThan(0);
    expect(taken).toBeLessThan(sports?.event.capacity ?? 0);
    expect(sports?.registrations.some((each) => each.memberId === 'alumnus0')).toBe(false);
  });

  it('has a past 송년의 밤 with attendance across several 기수', () => {
    const party = demo.find((each) => each.event.kind === 'yearEndParty');
    expect(Date.parse(party?.event.endsAt ?? '')).toBeLessThan(NOW.getTime());
    const rows = attendanceByClass(party?.registrations ?? []);
    expect(rows.filter((row) => row.attended > 0).length).toBeGreaterThan(3);
  });

  it("writes events the office's form would take", () => {
    for (const { event } of demo) {
      const draft = {
        ...event,
        startsAt: koreanWallClock(event.startsAt),
        endsAt: koreanWallClock(event.endsAt),
        registrationDeadline: koreanWallClock(event.registrationDeadline),
        refundDeadline: event.refundDeadline ? koreanWallClock(event.refundDeadline) : '',
      };
      expect(readEventDraft(draft)).toMatchObject({ ok: true, event });
    }
  });
});
