import type { Tokens } from './tokens';

/**
 * An administrator's right password: no tokens yet, a ticket for the second step (five minutes,
 * used once), and whether an authenticator app is already enrolled (false: enrol it first).
 */
export interface SecondFactorChallenge {
  readonly ticket: string;
  readonly enrolled: boolean;
}

/** What an authenticator app needs to enrol: the QR code, or the secret typed by hand. */
export interface SecondFactorEnrolment {
  /** Base32, for typing into the app. */
  readonly secret: string;
  readonly otpauthUrl: string;
  /** A data: URL of the QR code's image. */
  readonly qrCode: string;
  readonly issuer: string;
  readonly accountName: string;
}

/** The enrolment's end: ten recovery codes, shown once, and the session's tokens. */
export interface SecondFactorEnrolled {
  readonly recoveryCodes: readonly string[];
  readonly tokens: Tokens;
}

/** A code typed for a ticket: the app's six digits, or a recovery code. */
export interface SecondFactorCode {
  readonly ticket: string;
  readonly code: string;
}

/** The code as the session sends it: for the enrolment (it confirms the app) or a sign-in. */
export interface SecondFactorAnswer extends SecondFactorCode {
  readonly enrolling: boolean;
}

/** A right code: the tokens, and after an enrolment the recovery codes to show once. */
export interface SecondFactorOutcome {
  readonly tokens: Tokens;
  readonly recoveryCodes: readonly string[] | null;
}

/**
 * The server's answer when a ticket has expired or was used: the second step cannot go on, the
 * sign-in starts again from the password.
 */
export const SECOND_FACTOR_TICKET_REFUSED =
  '로그인 확인 시간이 지났거나 이미 사용한 요청입니다. 처음부터 다시 로그인해 주세요.';

/**
 * The server's refusal of an office call from a sign-in that did not pass the second factor (a
 * member made an administrator keeps no old sign-in, but a token of one is refused so anyway).
 */
export const SECOND_FACTOR_REQUIRED =
  '관리자 기능은 인증 앱의 코드까지 확인한 로그인에서만 쓸 수 있습니다. 로그아웃한 뒤 다시 로그인해 주세요.';

export const SECOND_FACTOR_WRONG_CODE =
  '인증 코드가 올바르지 않습니다. 인증 앱의 6자리 코드나 복구 코드를 확인해 주세요.';

/** The code as typed, without the spaces and hyphens people copy with it. */
export function typedSecondFactorCode(input: string): string {
  return input.replace(/[\s-]+/gu, '');
}

/** The enrolment's confirmation takes the app's six digits only (no recovery codes exist yet). */
export function isSixDigitCode(input: string): boolean {
  return /^[0-9]{6}$/u.test(typedSecondFactorCode(input));
}
