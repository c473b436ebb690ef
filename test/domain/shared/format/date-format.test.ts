import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  calendarDateOf,
  formatAccessTime,
  formatDate,
  formatShortDate,
  KOREA_TIME_ZONE,
  toDate,
} from '../../../../src/domain/shared/format/date-format';
import {
  formatDateWithWeekday,
  formatTimeAgo,
} from '../../../../src/domain/shared/format/date-words';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** 2026-11-21 15:30:00 UTC: still the 21st in UTC, already 00:30 on the 22nd in Korea. */
const LATE_UTC = '2026-11-21T15:30:00Z';
const LATE_UTC_MS = Date.UTC(2026, 10, 21, 15, 30, 0);

describe('date formats', () => {
  it('writes dates as YYYY.MM.DD by default', () => {
    expect(formatDate('2026-11-22T09:05:03+09:00')).toBe('2026.11.22');
    expect(formatDate('2026-01-05T12:00:00+09:00')).toBe('2026.01.05');
  });

  it('writes short dates as MM.DD', () => {
    expect(formatShortDate('2026-11-22T09:05:03+09:00')).toBe('11.22');
    expect(formatShortDate('2026-03-07T09:05:03+09:00')).toBe('03.07');
  });

  it('writes access times as YYYY-MM-DD HH:mm:ss on a 24-hour clock', () => {
    expect(formatAccessTime('2026-11-22T09:05:03+09:00')).toBe('2026-11-22 09:05:03');
    expect(formatAccessTime('2026-11-22T21:05:03+09:00')).toBe('2026-11-22 21:05:03');
    expect(formatAccessTime('2026-11-22T00:00:00+09:00')).toBe('2026-11-22 00:00:00');
  });

  it('writes the weekday in Korean in parentheses', () => {
    expect(formatDateWithWeekday('2026-11-22T12:00:00+09:00')).toBe('2026.11.22 (일)');
    expect(formatDateWithWeekday('2026-11-23T12:00:00+09:00')).toBe('2026.11.23 (월)');
    expect(formatDateWithWeekday('2026-11-25T12:00:00+09:00')).toBe('2026.11.25 (수)');
    expect(formatDateWithWeekday('2026-11-28T12:00:00+09:00')).toBe('2026.11.28 (토)');
  });

  it('accepts a Date, epoch milliseconds and an ISO string for the same moment', () => {
    expect(formatAccessTime(new Date(LATE_UTC_MS))).toBe('2026-11-22 00:30:00');
    expect(formatAccessTime(LATE_UTC_MS)).toBe('2026-11-22 00:30:00');
    expect(formatAccessTime(LATE_UTC)).toBe('2026-11-22 00:30:00');
  });
});

describe('time zone', () => {
  it('uses Asia/Seoul by default', () => {
    expect(KOREA_TIME_ZONE).toBe('Asia/Seoul');
  });

  it('shows a UTC instant late in the day in UTC as the next day in Korea', () => {
    expect(formatDate(LATE_UTC)).toBe('2026.11.22');
    expect(formatShortDate(LATE_UTC)).toBe('11.22');
    expect(formatDateWithWeekday(LATE_UTC)).toBe('2026.11.22 (일)');
    expect(formatAccessTime(LATE_UTC)).toBe('2026-11-22 00:30:00');
  });

  it('shows the day of the time zone given as an option', () => {
    expect(formatDate(LATE_UTC, { timeZone: 'UTC' })).toBe('2026.11.21');
    expect(formatDateWithWeekday(LATE_UTC, { timeZone: 'UTC' })).toBe('2026.11.21 (토)');
    expect(formatAccessTime(LATE_UTC, { timeZone: 'UTC' })).toBe('2026-11-21 15:30:00');
    expect(formatAccessTime(LATE_UTC, { timeZone: 'America/New_York' })).toBe(
      '2026-11-21 10:30:00',
    );
  });

  it('reads a date-only ISO string as that day in Korea', () => {
    expect(toDate('2026-11-22').toISOString()).toBe('2026-11-21T15:00:00.000Z');
    expect(formatDate('2026-11-22')).toBe('2026.11.22');
    expect(formatAccessTime('2026-11-22')).toBe('2026-11-22 00:00:00');
    expect(calendarDateOf('2026-11-22')).toEqual({ year: 2026, month: 11, day: 22 });
  });

  it('reads an ISO string with an offset as that instant', () => {
    expect(toDate('2026-11-22T09:05:03+09:00').toISOString()).toBe('2026-11-22T00:05:03.000Z');
    expect(toDate(LATE_UTC).getTime()).toBe(LATE_UTC_MS);
  });

  it('property: the Korean date is the UTC date of the instant nine hours later, since 1989', () => {
    fc.assert(
      fc.property(
        // Korea kept summer time (UTC+10) in 1987 and 1988; since then it has been UTC+9 all year.
        fc.integer({ min: Date.UTC(1989, 0, 1), max: Date.UTC(2100, 0, 1) }),
        (instant) => {
          const shifted = new Date(instant + 9 * HOUR);
          const pad = (value: number) => String(value).padStart(2, '0');
          const expected = `${shifted.getUTCFullYear()}.${pad(shifted.getUTCMonth() + 1)}.${pad(shifted.getUTCDate())}`;
          expect(formatDate(instant)).toBe(expected);
        },
      ),
    );
  });
});

describe('the numeric formats, read through Intl', () => {
  it('property: agree with date-fns format in every time zone, for any instant from 1900 to 2200', () => {
    const zones = [KOREA_TIME_ZONE, 'UTC', 'America/New_York', 'Asia/Kolkata', 'Pacific/Chatham'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2200, 0, 1) }),
        fc.constantFrom(...zones),
        (instant, timeZone) => {
          const expected = (pattern: string) => format(instant, pattern, { in: tz(timeZone) });
          expect(formatDate(instant, { timeZone })).toBe(expected('yyyy.MM.dd'));
          expect(formatShortDate(instant, { timeZone })).toBe(expected('MM.dd'));
          expect(formatAccessTime(instant, { timeZone })).toBe(expected('yyyy-MM-dd HH:mm:ss'));
          expect(formatClockTime(instant, { timeZone })).toBe(expected('HH:mm'));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('writes midnight as 00, never 24', () => {
    expect(formatAccessTime('2026-11-22T00:00:00+09:00')).toBe('2026-11-22 00:00:00');
    expect(formatClockTime('2026-11-21T15:00:00Z')).toBe('00:00');
  });
});

describe('toDate', () => {
  it('reads a date-time without offset as Korean time, not the machine’s zone', () => {
    expect(toDate('2026-11-22T09:05:03').toISOString()).toBe('2026-11-22T00:05:03.000Z');
    expect(toDate('2026-11-22T09:05:03.250').toISOString()).toBe('2026-11-22T00:05:03.250Z');
    expect(toDate('2026-11-22T09:05:03Z').toISOString()).toBe('2026-11-22T09:05:03.000Z');
    expect(toDate('2026-11-22T09:05:03-05:00').toISOString()).toBe('2026-11-22T14:05:03.000Z');
  });

  it('returns a copy of a Date, not the Date itself', () => {
    const original = new Date(LATE_UTC_MS);
    const copy = toDate(original);
    expect(copy).not.toBe(original);
    expect(copy.getTime()).toBe(LATE_UTC_MS);
  });

  it('rejects invalid input with a RangeError', () => {
    for (const input of [
      '',
      'abc',
      '2026-02-30',
      '2026-13-01',
      '2026-11-22T25:00:00Z',
      'next tuesday',
      Number.NaN,
      Number.POSITIVE_INFINITY,
      new Date(Number.NaN),
    ]) {
      expect(() => toDate(input)).toThrow(RangeError);
    }
  });

  it('rejects invalid input in every formatter instead of printing "Invalid Date"', () => {
    expect(() => formatDate('abc')).toThrow(RangeError);
    expect(() => formatShortDate('2026-02-30')).toThrow(RangeError);
    expect(() => formatAccessTime(Number.NaN)).toThrow(RangeError);
    expect(() => formatDateWithWeekday(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatTimeAgo('abc', LATE_UTC)).toThrow(RangeError);
    expect(() => formatTimeAgo(LATE_UTC, 'abc')).toThrow(RangeError);
  });
});

describe('formatClockTime', () => {
  it('writes the time of day HH:mm on a 24-hour clock, in Korea', () => {
    expect(formatClockTime('2026-11-22T06:42:10Z')).toBe('15:42');
    expect(formatClockTime('2026-11-22T15:05:00Z')).toBe('00:05');
    expect(formatClockTime('2026-11-22T06:42:10Z', { timeZone: 'UTC' })).toBe('06:42');
  });
});

describe('formatTimeAgo', () => {
  const now = '2026-11-22T12:00:00+09:00';
  const nowMs = Date.UTC(2026, 10, 22, 3, 0, 0);

  it('says how long ago a past moment was, in Korean', () => {
    expect(formatTimeAgo(nowMs - 5 * MINUTE, now)).toBe('5분 전');
    expect(formatTimeAgo(nowMs - 2 * HOUR, now)).toBe('2시간 전');
    expect(formatTimeAgo(nowMs - 3 * DAY, now)).toBe('3일 전');
    expect(formatTimeAgo(nowMs - 90 * 1000, now)).toBe('1분 전');
  });

  it('says 방금 전 within a minute, and 잠시 후 for a moment less than a minute ahead', () => {
    expect(formatTimeAgo(nowMs, now)).toBe('방금 전');
    expect(formatTimeAgo(nowMs - 59_999, now)).toBe('방금 전');
    expect(formatTimeAgo(nowMs + 30_000, now)).toBe('잠시 후');
  });

  it('counts whole units: 59 minutes 50 seconds is still 59분 전, not 60분 전', () => {
    expect(formatTimeAgo(nowMs - 59 * MINUTE - 50_000, now)).toBe('59분 전');
    expect(formatTimeAgo(nowMs - HOUR, now)).toBe('1시간 전');
  });

  it('says "후" for a moment after now', () => {
    expect(formatTimeAgo(nowMs + 3 * DAY, now)).toBe('3일 후');
    expect(formatTimeAgo(nowMs + 5 * MINUTE, now)).toBe('5분 후');
  });

  it('still reads relative at 29 days', () => {
    expect(formatTimeAgo(nowMs - 29 * DAY, now)).toBe('29일 전');
  });

  it('returns the date instead from 30 days on, in the past or the future', () => {
    expect(formatTimeAgo(nowMs - 30 * DAY, now)).toBe('2026.10.23');
    expect(formatTimeAgo(nowMs - 30 * DAY - 1, now)).toBe('2026.10.23');
    expect(formatTimeAgo('2026-10-01T12:00:00+09:00', now)).toBe('2026.10.01');
    expect(formatTimeAgo('2027-01-15T12:00:00+09:00', now)).toBe('2027.01.15');
  });

  it('writes that date in Korea unless a time zone is given', () => {
    expect(formatTimeAgo('2026-10-01T15:30:00Z', now)).toBe('2026.10.02');
    expect(formatTimeAgo('2026-10-01T15:30:00Z', now, { timeZone: 'UTC' })).toBe('2026.10.01');
  });

  it('takes the current time only from its argument', () => {
    // Far from the real clock: a function reading the clock would print a date here.
    expect(formatTimeAgo('2001-01-01T00:00:00+09:00', '2001-01-01T00:05:00+09:00')).toBe('5분 전');
    expect(formatTimeAgo('2099-12-31T00:00:00+09:00', '2099-12-28T00:00:00+09:00')).toBe('3일 후');
  });
});

describe('calendarDateOf', () => {
  it('gives the calendar day in Korea', () => {
    expect(calendarDateOf(LATE_UTC)).toEqual({ year: 2026, month: 11, day: 22 });
    expect(calendarDateOf(Date.UTC(2026, 11, 31, 15, 0, 0))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
    });
  });

  it('gives the calendar day of the time zone given as an option', () => {
    expect(calendarDateOf(LATE_UTC, { timeZone: 'UTC' })).toEqual({
      year: 2026,
      month: 11,
      day: 21,
    });
  });

  it('rejects invalid input with a RangeError', () => {
    expect(() => calendarDateOf('abc')).toThrow(RangeError);
    expect(() => calendarDateOf(Number.NaN)).toThrow(RangeError);
  });
});
