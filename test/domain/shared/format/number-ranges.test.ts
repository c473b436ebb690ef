import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumberRanges } from '../../../../src/domain/shared/format/number-ranges';

/** The numbers a listing names again, run by run. */
function numbersOf(listed: string): number[] {
  return listed.split(', ').flatMap((part) => {
    const [from = '', to = from] = part.split('–');
    const [first, last] = [Number(from), Number(to)];
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

describe('formatNumberRanges (issue 27: a refusal names 450 rows in one short line)', () => {
  it('writes runs of consecutive numbers as ranges, sorted, each number once', () => {
    expect(formatNumberRanges([130, 3, 4, 5, 122, 131, 4, 132])).toEqual({
      listed: '3–5, 122, 130–132',
      more: 0,
    });
    expect(formatNumberRanges([7])).toEqual({ listed: '7', more: 0 });
  });

  it('names 450 rows of three runs in a few characters', () => {
    const rows = [
      ...Array.from({ length: 118 }, (_, index) => index + 3),
      122,
      ...Array.from({ length: 321 }, (_, index) => index + 130),
    ];
    expect(formatNumberRanges(rows).listed).toBe('3–120, 122, 130–450');
  });

  it('lists at most maxRuns runs and counts the numbers of the others', () => {
    const odd = Array.from({ length: 450 }, (_, index) => index * 2 + 1);
    const { listed, more } = formatNumberRanges(odd, 10);
    expect(listed).toBe('1, 3, 5, 7, 9, 11, 13, 15, 17, 19');
    expect(more).toBe(440);
  });

  it('names every number exactly once, listed or counted, in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 3000 }), { minLength: 1, maxLength: 600 }),
        fc.integer({ min: 1, max: 20 }),
        (numbers, maxRuns) => {
          const distinct = [...new Set(numbers)].sort((a, b) => a - b);
          const { listed, more } = formatNumberRanges(numbers, maxRuns);
          const named = numbersOf(listed);
          expect(named).toEqual(distinct.slice(0, named.length));
          expect(named.length + more).toBe(distinct.length);
          expect(listed.split(', ').length).toBeLessThanOrEqual(maxRuns);
        },
      ),
    );
  });
});
