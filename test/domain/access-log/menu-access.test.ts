import { describe, expect, it } from 'vitest';
import { menuAccessOf } from '../../../src/domain/access-log/menu-access';

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
