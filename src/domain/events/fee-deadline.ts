import type { PaymentStatus, RegistrationState } from './registrations';

/**
 * How long a seat given to a registration with an online fee waits for the payment: three days
 * from the moment the seat was given (the registration confirmed, or promoted from the waiting
 * line), and never past the event's start.
 */
export const FEE_PAYMENT_DAYS = 3;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a fee given its seat at `seatedAt` is to be paid by (an instant, ISO 8601). */
export function feePayBy(seatedAt: Date, eventStartsAt: string): string {
  const threeDays = seatedAt.getTime() + FEE_PAYMENT_DAYS * DAY_MS;
  return new Date(Math.min(threeDays, Date.parse(eventStartsAt))).toISOString();
}

/** A registration as the pay-by rule reads it. */
export interface FeeStanding {
  readonly state: RegistrationState;
  readonly payment: PaymentStatus;
  readonly payBy: string | null;
  /** The online order last opened for the fee (its own expiry decides while it is open). */
  readonly orderId: string | null;
}

/**
 * Whether an unpaid online fee's seat goes to the next in line now: confirmed, still pending,
 * no payment opened, past its pay-by, and the event not started yet (once it has, the office
 * settles the fee at the door rather than turn someone away by mail).
 */
export function feeOverdue(
  registration: FeeStanding,
  event: { readonly startsAt: string },
  now: Date,
): boolean {
  return (
    registration.state === 'confirmed' &&
    registration.payment === 'pending' &&
    registration.orderId === null &&
    registration.payBy !== null &&
    Date.parse(registration.payBy) <= now.getTime() &&
    now.getTime() < Date.parse(event.startsAt)
  );
}
