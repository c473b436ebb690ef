import { describe, expect, it } from 'vitest';
import { ManualClock } from './manual-clock';

describe('ManualClock', () => {
  it('starts at the given time, accepting a string, a Date or epoch milliseconds', () => {
    const instant = Date.parse('2026-11-22T10:00:00+09:00');
    expect(new ManualClock('2026-11-22T10:00:00+09:00').now().getTime()).toBe(instant);
    expect(new ManualClock(new Date(instant)).now().getTime()).toBe(instant);
    expect(new ManualClock(instant).now().getTime()).toBe(instant);
  });

  it('starts on the first school day of 2026 when no time is given', () => {
    expect(new ManualClock().now().toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });

  it('refuses an invalid start time with a RangeError', () => {
    expect(() => new ManualClock('not a time')).toThrow(RangeError);
  });

  it('stands still while real time passes, until it is told to move', async () => {
    const clock = new ManualClock('2026-11-22T10:00:00+09:00');
    const first = clock.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.now().getTime()).toBe(first);
  });

  it('moves forward by exactly the milliseconds it is advanced', () => {
    const clock = new ManualClock('2026-11-22T10:00:00+09:00');
    clock.advance(60 * 60 * 1000 + 1);
    expect(clock.now().toISOString()).toBe('2026-11-22T02:00:00.001Z');
  });

  it('jumps to a time it is set to, backwards too', () => {
    const clock = new ManualClock('2026-11-22T10:00:00+09:00');
    clock.set('2025-01-01T00:00:00Z');
    expect(clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z');
  });

  it('refuses to be set to an invalid time, as the constructor does, and keeps its time', () => {
    const clock = new ManualClock('2026-11-22T10:00:00+09:00');
    expect(() => clock.set('not a time')).toThrow(RangeError);
    expect(clock.now().toISOString()).toBe('2026-11-22T01:00:00.000Z');
  });

  it('hands out a new Date each time, so changing one does not move the clock', () => {
    const clock = new ManualClock('2026-11-22T10:00:00+09:00');
    clock.now().setFullYear(1999);
    expect(clock.now().getUTCFullYear()).toBe(2026);
  });
});
