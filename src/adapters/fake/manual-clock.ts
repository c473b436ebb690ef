import type { Clock } from '../../application/ports/clock';

/** A clock that moves only when told: for tests and reproducible demos. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = '2026-03-02T09:00:00+09:00') {
    this.current = new Date(start).getTime();
    if (Number.isNaN(this.current)) throw new RangeError(`Invalid start time: ${String(start)}`);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date | string | number): void {
    this.current = new Date(time).getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
