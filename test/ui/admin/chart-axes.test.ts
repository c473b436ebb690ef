import { describe, expect, it } from 'vitest';
import { axisTicks, dayLabelIndexes } from '../../../src/ui/admin/chart-axes';

describe('the statistics chart’s axes', () => {
  it('cuts the value axis in round steps from 0 to at least the highest bar', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(1234)).toEqual([0, 500, 1000, 1500]);
  });

  it('names at most eight days, the first and the last always', () => {
    expect(dayLabelIndexes(0)).toEqual([]);
    expect(dayLabelIndexes(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(dayLabelIndexes(31)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 30]);
    const quarter = dayLabelIndexes(92);
    expect(quarter[0]).toBe(0);
    expect(quarter.at(-1)).toBe(91);
    expect(quarter.length).toBeLessThanOrEqual(10);
  });
});
