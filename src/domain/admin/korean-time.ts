/**
 * Korean Standard Time (UTC+9, no daylight saving): the office reads days, months and nights in
 * it, while the database keeps ISO 8601 UTC instants.
 */
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The hour (0–23) an instant reads on a clock in Korea. */
export function hourInKorea(instant: string): number {
  return new Date(Date.parse(instant) + KST_OFFSET_MS).getUTCHours();
}

/** The instant a Korean day (YYYY-MM-DD) begins, as ISO UTC. */
export function koreanDayStart(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date) - KST_OFFSET_MS).toISOString();
}

/** The instant the Korean day after `day` (YYYY-MM-DD) begins: the end of `day`, exclusive. */
export function koreanDayEnd(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1) - KST_OFFSET_MS).toISOString();
}

/** A Korean month (YYYY-MM) as instants: from its first moment, to the next month's, exclusive. */
export function koreanMonth(month: string): { readonly from: string; readonly to: string } {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return {
    from: new Date(Date.UTC(year, number - 1, 1) - KST_OFFSET_MS).toISOString(),
    to: new Date(Date.UTC(year, number, 1) - KST_OFFSET_MS).toISOString(),
  };
}

/** An instant as the office reads it: `2026-11-23 19:05:12` in Korea. */
export function koreanDateTime(instant: string): string {
  return new Date(Date.parse(instant) + KST_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}
