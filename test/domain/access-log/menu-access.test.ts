import { describe, expect, it } from 'vitest';
import { isAccessTime, menuAccessOf } from '../../../src/domain/access-log/menu-access';

describe('menuAccessOf', () => {
  it('records the visited path without query string or fragment', () => {
    expect(menuAccessOf('/alumni/find?name=김민수#results', '2026-11-22T09:05:03+09:00')).toEqual({
      menuPath: '/alumni/find',
      accessDt: '2026-11-22 09:05:03',
    });
    expect(menuAccessOf('/association/notice/?page=2', 0).menuPath).toBe('/association/notice');
    expect(menuAccessOf('/?tab=1', 0).menuPath).toBe('/');
  });

  it('formats accessDt as YYYY-MM-DD HH:mm:ss in Korean time', () => {
    // 15:30:05 UTC on the 21st is 00:30:05 on the 22nd in Korea.
    expect(menuAccessOf('/me', '2026-11-21T15:30:05Z').accessDt).toBe('2026-11-22 00:30:05');
    expect(menuAccessOf('/me', Date.UTC(2026, 10, 22, 12, 5, 3)).accessDt).toBe(
      '2026-11-22 21:05:03',
    );
    expect(menuAccessOf('/me', new Date(Date.UTC(2026, 11, 31, 15, 0, 0))).accessDt).toBe(
      '2027-01-01 00:00:00',
    );
  });

  it('rejects an invalid time with a RangeError', () => {
    expect(() => menuAccessOf('/me', 'yesterday')).toThrow(RangeError);
  });
});

describe('isAccessTime', () => {
  it.each([
    '2026-11-22 09:05:03',
    '2026-01-01 00:00:00',
    '2026-12-31 23:59:59',
    '2024-02-29 12:00:00',
    '2026-04-30 12:00:00',
  ])('takes %s', (text) => {
    expect(isAccessTime(text)).toBe(true);
  });

  it.each([
    ['the hour', '2026-11-22 24:00:00'],
    ['the minute', '2026-11-22 12:60:00'],
    ['the second', '2026-11-22 12:00:60'],
    ['the day of a 28-day February', '2026-02-30 12:00:00'],
    ['29 February outside a leap year', '2025-02-29 12:00:00'],
    ['the day of a 30-day month', '2026-04-31 12:00:00'],
    ['the month', '2026-13-01 12:00:00'],
    ['day zero', '2026-11-00 12:00:00'],
  ])('refuses a time whose %s does not exist: %s', (_, text) => {
    expect(isAccessTime(text)).toBe(false);
  });

  it.each(['2026-11-22T09:05:03', '2026-11-22 9:05:03', '2026-11-22 09:05:03 ', ''])(
    'refuses %j, which is not YYYY-MM-DD HH:mm:ss',
    (text) => {
      expect(isAccessTime(text)).toBe(false);
    },
  );
});
