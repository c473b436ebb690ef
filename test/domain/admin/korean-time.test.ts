import { describe, expect, it } from 'vitest';
import {
  hourInKorea,
  koreanDateTime,
  koreanDayEnd,
  koreanDayStart,
  koreanMonth,
} from '../../../src/domain/admin';

describe('Korean time', () => {
  it('reads days and months in Korea as UTC instants', () => {
    expect(koreanDayStart('2026-11-23')).toBe('2026-11-22T15:00:00.000Z');
    expect(koreanDayEnd('2026-11-23')).toBe('2026-11-23T15:00:00.000Z');
    expect(koreanDayEnd('2026-12-31')).toBe('2026-12-31T15:00:00.000Z');
    expect(koreanMonth('2026-12')).toEqual({
      from: '2026-11-30T15:00:00.000Z',
      to: '2026-12-31T15:00:00.000Z',
    });
    expect(koreanMonth('2028-02').to).toBe('2028-02-29T15:00:00.000Z');
  });

  it('shows an instant as the clock in Korea reads it', () => {
    expect(hourInKorea('2026-11-23T15:30:00.000Z')).toBe(0);
    expect(koreanDateTime('2026-11-23T15:30:05.123Z')).toBe('2026-11-24 00:30:05');
  });
});
