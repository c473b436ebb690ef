/**
 * How long a registration's personal details are kept (issue 33): the privacy policy's promise,
 * the registration form's consent and the server's housekeeping read this one figure. After it,
 * a registration keeps only what the counts need (state, 기수, companions, attendance); name,
 * phone, e-mail and note are erased.
 */
export const REGISTRATION_RETENTION_MONTHS = 12;

/** The instant from which an event's registrations lose their personal details. */
export function registrationErasureDue(eventEndsAt: string): string {
  const end = new Date(Date.parse(eventEndsAt));
  end.setUTCMonth(end.getUTCMonth() + REGISTRATION_RETENTION_MONTHS);
  return end.toISOString();
}
