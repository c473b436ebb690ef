import { isRealDay } from '../calendar/calendar-date';

/**
 * `YYYY-MM-DDThh[:mm[:ss[.fff]]]` with an optional offset (`Z`, `±hh`, `±hhmm`, `±hh:mm`); the
 * colons between the time's parts may be left out. What ISO 8601 date-times this site is sent.
 */
const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2})(?::?(\d{2})(?::?(\d{2})(?:[.,](\d+))?)?)?(Z|([+-])(\d{2})(?::?(\d{2}))?)?$/u;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/**
 * The instant of an ISO 8601 date-time, or NaN when it is not one (a day that does not exist,
 * 25 o'clock, 60 minutes). Without an offset the time is read in `defaultOffsetMinutes` east of
 * UTC. Written here rather than taken from date-fns's `parseISO`, which every page would load
 * with the first screen for this one call; a property test holds the two equal.
 */
export function parseIsoInstant(text: string, defaultOffsetMinutes: number): number {
  const match = ISO_DATE_TIME.exec(text);
  if (!match) return Number.NaN;
  const [
    ,
    year,
    month,
    day,
    hour,
    minute = '0',
    second = '0',
    fraction,
    zone,
    sign,
    zoneHours,
    zoneMinutes = '0',
  ] = match;
  const fields = [year, month, day, hour].map(Number) as [number, number, number, number];
  const [y, mo, d, h] = fields;
  const mi = Number(minute);
  const seconds = Number(fraction === undefined ? second : `${second}.${fraction}`);
  const fullHour = h === 24 && mi === 0 && seconds === 0;
  if (!isRealDay(y, mo, d) || (h > 23 && !fullHour) || mi > 59 || seconds >= 60) return Number.NaN;
  let offsetMinutes = defaultOffsetMinutes;
  if (zone === 'Z') offsetMinutes = 0;
  else if (zone !== undefined) {
    if (Number(zoneMinutes) > 59) return Number.NaN;
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(zoneHours) * 60 + Number(zoneMinutes));
  }
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as they are. Summed in date-fns's order,
  // so that a fraction of a millisecond rounds as it did.
  const midnight = new Date(0);
  midnight.setUTCFullYear(y, mo - 1, d);
  const time = h * HOUR_MS + mi * MINUTE_MS + seconds * 1000;
  const instant = Math.trunc(midnight.getTime() + time + -offsetMinutes * MINUTE_MS);
  // A fraction of a millisecond before 1970 truncates to -0, which is not the epoch's 0.
  return instant === 0 ? 0 : instant;
}
