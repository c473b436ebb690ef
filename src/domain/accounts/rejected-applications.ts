/**
 * How long an application the office turned down is kept: 30 days after the refusal (the
 * privacy policy and the sign-up notice), time for the applicant to ask about it. Then the
 * server's hourly maintenance erases its personal data; the id stays taken.
 */
export const REJECTED_APPLICATION_RETENTION_DAYS = 30;

const ONE_DAY_MS = 24 * 60 * 60 * 1000;

/** The instant before which refused applications are erased: 30 days before `now`. */
export function rejectedApplicationsExpireBefore(now: Date): string {
  return new Date(now.getTime() - REJECTED_APPLICATION_RETENTION_DAYS * ONE_DAY_MS).toISOString();
}
