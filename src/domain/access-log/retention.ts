/**
 * How long the menu access log is kept: three months (통신비밀보호법 시행령 §41, as the privacy
 * policy and the sign-up notice say). Older visits are deleted by the server's hourly
 * maintenance.
 */
export const ACCESS_LOG_RETENTION_MONTHS = 3;

/**
 * The instant before which visits are deleted: the same moment three calendar months before
 * `now` (UTC), on the month's last day when that month is shorter (31 May → 28 or 29 February).
 */
export function accessLogsExpireBefore(now: Date): string {
  return monthsBefore(now, ACCESS_LOG_RETENTION_MONTHS).toISOString();
}

function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return cutoff;
}
