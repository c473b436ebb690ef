import { describe, expect, it } from 'vitest';
import {
  type AccessForReview,
  accessRecordsExpireBefore,
  flagUnusualAccess,
  isNightInKorea,
  MANY_MEMBERS_IN_AN_HOUR,
  manyMembersInAnHour,
} from '../../../src/domain/admin';

const T0 = Date.parse('2026-11-23T01:00:00.000Z'); // 10:00 in Korea
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const view = (minutes: number, memberId: string, actorId = 'office2026'): AccessForReview => ({
  at: at(minutes),
  actorId,
  memberId,
});

describe('night in Korea (22:00–06:00 KST)', () => {
  it.each([
    ['2026-11-23T12:59:59.999Z', false], // 21:59:59 KST
    ['2026-11-23T13:00:00.000Z', true], // 22:00 KST
    ['2026-11-23T17:30:00.000Z', true], // 02:30 KST
    ['2026-11-23T20:59:59.999Z', true], // 05:59:59 KST
    ['2026-11-23T21:00:00.000Z', false], // 06:00 KST
    ['2026-11-23T01:00:00.000Z', false], // 10:00 KST
  ])('%s is night: %s', (instant, night) => {
    expect(isNightInKorea(instant)).toBe(night);
  });
});

describe('many members in an hour', () => {
  it('the threshold is a named number, 50', () => {
    expect(MANY_MEMBERS_IN_AN_HOUR).toBe(50);
  });

  it('flags every access of an hour in which one account reached the threshold', () => {
    const records = Array.from({ length: 5 }, (_, index) => view(index * 10, `m${index}`));
    expect([...manyMembersInAnHour(records, 5)].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(manyMembersInAnHour(records, 6).size).toBe(0);
  });

  it('counts different members, not accesses', () => {
    const records = Array.from({ length: 10 }, (_, index) => view(index, `m${index % 3}`));
    expect(manyMembersInAnHour(records, 4).size).toBe(0);
    expect(manyMembersInAnHour(records, 3).size).toBe(10);
  });

  it('uses any 60-minute window, not clock hours, and not 60 minutes or more apart', () => {
    // 10:40 to 11:20 KST: across a clock hour, within sixty minutes.
    const across = [view(40, 'a'), view(50, 'b'), view(70, 'c'), view(80, 'd')];
    expect(manyMembersInAnHour(across, 4).size).toBe(4);
    const apart = [view(0, 'a'), view(20, 'b'), view(40, 'c'), view(60, 'd')];
    expect(manyMembersInAnHour(apart, 4).size).toBe(0);
    expect([...manyMembersInAnHour(apart, 3)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('keeps accounts apart, and leaves out the accesses outside the busy hour', () => {
    const records = [
      view(0, 'a'),
      view(1, 'b', 'office2027'),
      view(2, 'c'),
      view(3, 'd', 'office2027'),
      view(4, 'e'),
      view(200, 'f'),
    ];
    expect([...manyMembersInAnHour(records, 3)].sort()).toEqual([0, 2, 4]);
  });

  it('reads records in any order', () => {
    const records = [view(30, 'c'), view(0, 'a'), view(59, 'd'), view(10, 'b'), view(120, 'e')];
    expect([...manyMembersInAnHour(records, 4)].sort()).toEqual([0, 1, 2, 3]);
  });

  it('flags the fiftieth member viewed within the hour with the forty-nine before', () => {
    const records = Array.from({ length: MANY_MEMBERS_IN_AN_HOUR }, (_, index) =>
      view(index, `member${index}`),
    );
    expect(flagUnusualAccess(records.slice(0, -1)).every((flags) => flags.length === 0)).toBe(true);
    expect(flagUnusualAccess(records).every((flags) => flags.includes('manyMembers'))).toBe(true);
  });
});

describe('flags of each record', () => {
  it('says which rule each record breaks, in order', () => {
    const records: AccessForReview[] = [
      { at: '2026-11-23T01:00:00.000Z', actorId: 'x', memberId: 'a' },
      { at: '2026-11-23T14:00:00.000Z', actorId: 'x', memberId: 'a' },
      { at: '2026-11-23T14:01:00.000Z', actorId: 'y', memberId: 'a' },
      { at: '2026-11-23T14:02:00.000Z', actorId: 'y', memberId: 'b' },
    ];
    expect(flagUnusualAccess(records, 2)).toEqual([
      [],
      ['night'],
      ['manyMembers', 'night'],
      ['manyMembers', 'night'],
    ]);
  });
});

describe('the two-year retention', () => {
  it('expires what is older than the same moment two years before', () => {
    expect(accessRecordsExpireBefore(new Date('2026-11-23T10:00:00.000Z'))).toBe(
      '2024-11-23T10:00:00.000Z',
    );
    // 29 February has no twin two years later or earlier: the day after.
    expect(accessRecordsExpireBefore(new Date('2026-03-01T00:00:00.000Z'))).toBe(
      '2024-03-01T00:00:00.000Z',
    );
    expect(accessRecordsExpireBefore(new Date('2028-02-29T12:00:00.000Z'))).toBe(
      '2026-03-01T12:00:00.000Z',
    );
  });
});
