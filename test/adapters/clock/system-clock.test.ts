import { describe, expect, it } from 'vitest';
import { SystemClock } from '../../../src/adapters/clock/system-clock';

describe('SystemClock', () => {
  it('reads the real time, a new Date each call', () => {
    const clock = new SystemClock();
    const before = Date.now();
    const first = clock.now();
    const after = Date.now();
    expect(first.getTime()).toBeGreaterThanOrEqual(before);
    expect(first.getTime()).toBeLessThanOrEqual(after);
    expect(clock.now()).not.toBe(first);
  });
});
