import type { Clock } from '../../../src/application/shared/ports/clock';

/** A clock that moves only when told: for tests and reproducible demos. */
export class ManualClock implements Clock {
  private current: number;

  constructor(start: Date | string | number = '2026-03-02T09:00:00+09:00') {
    this.current = timeOf(start);
  }

  now(): Date {
    return new Date(this.current);
  }

  set(time: Date | string | number): void {
    this.current = timeOf(time);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}

function timeOf(time: Date | string | number): number {
  const milliseconds = new Date(time).getTime();
  if (Number.isNaN(milliseconds)) throw new RangeError(`Invalid time: ${String(time)}`);
  return milliseconds;
}
