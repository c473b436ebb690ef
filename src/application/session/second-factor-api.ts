import type {
  SecondFactorCode,
  SecondFactorEnrolled,
  SecondFactorEnrolment,
} from '../../domain/session/second-factor';
import type { Tokens } from '../../domain/session/tokens';
import { token } from '../shared/tokens';

/**
 * An administrator's second step of sign-in (/api/user/auth/secondFactor/…), with the ticket a
 * right password answered. A refused ticket says SECOND_FACTOR_TICKET_REFUSED; a wrong code,
 * why, and the step may be tried again (wrong codes are throttled on the server).
 */
export interface SecondFactorApi {
  /** A new authenticator app's secret and QR code (the first sign-in of an administrator). */
  beginSecondFactorEnrolment(ticket: string, signal?: AbortSignal): Promise<SecondFactorEnrolment>;
  /** The app's first code: the ten recovery codes (shown once) and the tokens. */
  confirmSecondFactorEnrolment(
    answer: SecondFactorCode,
    signal?: AbortSignal,
  ): Promise<SecondFactorEnrolled>;
  /** The app's code, or a recovery code: the tokens. */
  verifySecondFactor(answer: SecondFactorCode, signal?: AbortSignal): Promise<Tokens>;
}

export const SECOND_FACTOR_API = token<SecondFactorApi>('SecondFactorApi');
