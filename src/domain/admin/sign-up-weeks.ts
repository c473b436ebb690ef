import type { AccountStatus } from '../shared/member/member-profile';
import { koreanDateTime } from './korean-time';

/** Weeks the console's home shows sign-ups for, the current one last. */
export const SIGN_UP_WEEKS = 8;

/** The console home's figures: accounts by state and recent sign-ups by week. */
export interface MemberCounts {
  readonly byStatus: Readonly<Record<AccountStatus, number>>;
  readonly signUpsPerWeek: WeekCount[];
}

export interface WeekCount {
  /** The week's Monday in Korea, `YYYY-MM-DD`. */
  readonly weekStart: string;
  readonly count: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Monday (Korean calendar) of the week an instant falls in, `YYYY-MM-DD`. */
export function koreanWeekStart(instant: string): string {
  const day = new Date(`${koreanDateTime(instant).slice(0, 10)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant the weeks shown cover: Monday 00:00 in Korea, SIGN_UP_WEEKS - 1 weeks ago. */
export function signUpWeeksFrom(now: Date): string {
  const monday = koreanWeekStart(now.toISOString());
  const first = new Date(Date.parse(`${monday}T00:00:00+09:00`) - (SIGN_UP_WEEKS - 1) * 7 * DAY_MS);
  return first.toISOString();
}

/**
 * Sign-ups per week (Monday to Sunday in Korea) for the last SIGN_UP_WEEKS weeks, oldest first,
 * from the accounts' creation instants; weeks without any count 0.
 */
export function signUpsPerWeek(createdAt: readonly string[], now: Date): WeekCount[] {
  const from = signUpWeeksFrom(now);
  const weeks = Array.from({ length: SIGN_UP_WEEKS }, (_, index) =>
    koreanWeekStart(new Date(Date.parse(from) + index * 7 * DAY_MS).toISOString()),
  );
  const counts = new Map(weeks.map((week) => [week, 0]));
  for (const instant of createdAt) {
    if (instant < from || instant > now.toISOString()) continue;
    const week = koreanWeekStart(instant);
    counts.set(week, (counts.get(week) ?? 0) + 1);
  }
  return weeks.map((weekStart) => ({ weekStart, count: counts.get(weekStart) ?? 0 }));
}
