/**
 * How long a registration's personal details are kept (issue 33): the privacy policy's promise,
 * the registration form's consent and the server's housekeeping read this one figure. After it,
 * a registration keeps only what the counts need (state, 기수, companions, attendance); name,
 * phone, e-mail and note are erased.
 */
export const REGISTRATION_RETENTION_MONTHS = 12;

/** Events that ended before this instant have their registrations' personal details erased. */
export function registrationErasureCutoff(now: Date): string {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - REGISTRATION_RETENTION_MONTHS);
  return cutoff.toISOString();
}
