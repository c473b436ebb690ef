import { parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIsoInstant } from '../../../../src/domain/shared/format/iso-instant';

const KOREA = 9 * 60;
const two = (value: number) => String(value).padStart(2, '0');

/** An ISO 8601 date-time as a server or a form might write it, with or without an offset. */
const isoDateTime = fc
  .record({
    instant: fc.date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2200-12-31T23:59:59Z'),
      noInvalidDate: true,
    }),
    precision: fc.constantFrom('hour', 'minute', 'second', 'fraction'),
    fraction: fc.stringMatching(/^\d{1,6}$/u),
    colons: fc.boolean(),
    zone: fc.oneof(
      fc.constant('none'),
      fc.constant('Z'),
      fc.record({
        minutes: fc.integer({ min: -12 * 60, max: 14 * 60 }),
        style: fc.constantFrom('hh:mm', 'hhmm', 'hh'),
      }),
    ),
  })
  .map(({ instant, precision, fraction, colons, zone }) => {
    const separator = colons ? ':' : '';
    const day = instant.toISOString().slice(0, 10);
    let time = two(instant.getUTCHours());
    if (precision !== 'hour') time += separator + two(instant.getUTCMinutes());
    if (precision === 'second' || precision === 'fraction')
      time += separator + two(instant.getUTCSeconds());
    if (precision === 'fraction') time += `.${fraction}`;
    let offset = '';
    if (zone === 'Z') offset = 'Z';
    else if (zone !== 'none') {
      const hours = Math.trunc(Math.abs(zone.minutes) / 60);
      const minutes = zone.style === 'hh' ? 0 : Math.abs(zone.minutes) % 60;
      const sign = zone.minutes < 0 ? '-' : '+';
      offset =
        sign +
        two(hours) +
        (zone.style === 'hh' ? '' : zone.style === 'hhmm' ? two(minutes) : `:${two(minutes)}`);
    }
    return `${day}T${time}${offset}`;
  });

describe('parseIsoInstant', () => {
  it('property: the same instant as date-fns parseISO, a missing offset read as Korean time', () => {
    fc.assert(
      fc.property(isoDateTime, (text) => {
        const hasOffset = /(?:Z|[+-]\d{2}(?::?\d{2})?)$/u.test(text);
        const expected = parseISO(hasOffset ? text : `${text}+09:00`).getTime();
        expect(parseIsoInstant(text, KOREA)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the examples the site is sent', () => {
    expect(parseIsoInstant('2026-11-22T09:05:03+09:00', KOREA)).toBe(
      Date.UTC(2026, 10, 22, 0, 5, 3),
    );
    expect(parseIsoInstant('2026-11-22T00:05:03.250Z', KOREA)).toBe(
      Date.UTC(2026, 10, 22, 0, 5, 3, 250),
    );
    expect(parseIsoInstant('2026-11-22T09:05:03', KOREA)).toBe(Date.UTC(2026, 10, 22, 0, 5, 3));
    expect(parseIsoInstant('2026-11-22T24:00', 0)).toBe(Date.UTC(2026, 10, 23));
    // Found by the property with a random seed: less than a millisecond before the epoch is the
    // epoch itself, +0 as date-fns says, not -0 (toBe compares with Object.is).
    expect(parseIsoInstant('1969-12-31T235959.99920Z', KOREA)).toBe(0);
    expect(parseIsoInstant('0050-01-01T00:00Z', 0)).toBe(
      new Date('0050-01-01T00:00:00Z').getTime(),
    );
  });

  it.each([
    '2026-02-30T10:00Z',
    '2026-13-01T10:00Z',
    '2026-11-22T25:00Z',
    '2026-11-22T24:01Z',
    '2026-11-22T10:60Z',
    '2026-11-22T10:00:60Z',
    '2026-11-22T10:00+09:60',
    '2026-11-22 10:00',
    '2026-11-22',
    '2026-11-22T',
    '22.11.2026T10:00',
    'not a date',
    '',
  ])('is NaN for %j (a date without its time too, which parseISO reads as midnight)', (text) => {
    expect(parseIsoInstant(text, KOREA)).toBeNaN();
  });
});
