import { COMMON_BASE_WORDS, COMMON_PASSWORDS } from './common-passwords';
import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * Passwords.
 *
 * - Length 8 to 128 characters (counted as Unicode characters, so Hangul passphrases count
 *   per syllable). Long passphrases are welcome; spaces are allowed and nothing is trimmed.
 * - Kinds of characters, as in Korea's personal-information safety guideline (개인정보의
 *   안전성 확보조치 기준 해설서): at least three of letters, digits and symbols for 8–9 characters,
 *   at least two from 10 characters on. Letters of any script count, Hangul included.
 * - Refused: the most common passwords and their "word + digits/symbols" variants, one
 *   character repeated, straight runs such as "12345678" or "abcdefgh", and passwords that
 *   contain the user id.
 * - Control characters are refused: they cannot be typed reliably on every device.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
const TWO_KINDS_MIN_LENGTH = 10;

export interface PasswordContext {
  /** The account's id; a password containing it is refused. */
  readonly userId?: string;
}

export function validatePassword(
  password: string,
  context: PasswordContext = {},
): ValidationResult {
  const characters = [...password];
  if (characters.length === 0) return invalid('password.required', '비밀번호를 입력해 주세요.');
  if (characters.length < PASSWORD_MIN_LENGTH) {
    return invalid('password.tooShort', `비밀번호는 ${PASSWORD_MIN_LENGTH}자 이상이어야 합니다.`);
  }
  if (characters.length > PASSWORD_MAX_LENGTH) {
    return invalid(
      'password.tooLong',
      `비밀번호는 ${PASSWORD_MAX_LENGTH}자까지 입력할 수 있습니다.`,
    );
  }
  if (characters.some(isControlCharacter)) {
    return invalid('password.controlCharacter', '비밀번호에 입력할 수 없는 문자가 있습니다.');
  }

  if (!hasEnoughKinds(password)) {
    return invalid(
      'password.kinds',
      '비밀번호는 영문자·숫자·특수문자 중 3가지 이상으로 8자 이상, 또는 2가지 이상으로 10자 이상이어야 합니다.',
    );
  }

  if (isGuessable(password)) {
    return invalid(
      'password.common',
      '너무 흔하거나 추측하기 쉬운 비밀번호입니다. 다른 비밀번호를 입력해 주세요.',
    );
  }

  if (containsUserId(password, context)) {
    return invalid('password.containsUserId', '비밀번호에 아이디를 포함할 수 없습니다.');
  }
  return valid(password);
}

/** One line of the checklist a form shows while a new password is typed. */
export interface PasswordRuleCheck {
  readonly rule: 'length' | 'kinds' | 'notGuessable' | 'notUserId';
  readonly label: string;
  readonly met: boolean;
}

/**
 * The rules of `validatePassword`, each with whether the password meets it, for the checklist
 * shown as the member types. An empty password meets none. The password is valid exactly when
 * every line is met and it has no control character.
 */
export function passwordChecklist(
  password: string,
  context: PasswordContext = {},
): readonly PasswordRuleCheck[] {
  const length = [...password].length;
  const typed = length > 0;
  return [
    {
      rule: 'length',
      label: `${PASSWORD_MIN_LENGTH}자 이상 ${PASSWORD_MAX_LENGTH}자 이하`,
      met: length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH,
    },
    {
      rule: 'kinds',
      label: '영문자·숫자·특수문자 중 3가지 이상(10자 이상이면 2가지 이상)',
      met: typed && hasEnoughKinds(password),
    },
    {
      rule: 'notGuessable',
      label: '흔하거나 연속된 문자열이 아닐 것',
      met: typed && !isGuessable(password),
    },
    {
      rule: 'notUserId',
      label: '아이디를 포함하지 않을 것',
      met: typed && !containsUserId(password, context),
    },
  ];
}

function hasEnoughKinds(password: string): boolean {
  const kinds = characterKinds(password);
  return kinds >= 3 || (kinds >= 2 && [...password].length >= TWO_KINDS_MIN_LENGTH);
}

function isGuessable(password: string): boolean {
  const lower = password.toLowerCase();
  return isCommonPassword(lower) || isRepeatedOrSequential(lower);
}

function containsUserId(password: string, context: PasswordContext): boolean {
  const userId = context.userId?.trim().toLowerCase();
  return Boolean(userId && userId.length >= 3 && password.toLowerCase().includes(userId));
}

/** Whether the new password matches its confirmation field. */
export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult {
  if (!confirmation)
    return invalid('passwordConfirm.required', '비밀번호를 한 번 더 입력해 주세요.');
  if (password !== confirmation) {
    return invalid('passwordConfirm.mismatch', '비밀번호가 일치하지 않습니다.');
  }
  return valid(confirmation);
}

/** Counts which of letters, digits and symbols occur. */
export function characterKinds(password: string): number {
  const hasLetter = /\p{L}/u.test(password);
  const hasDigit = /\p{Nd}/u.test(password);
  const hasSymbol = /[^\p{L}\p{Nd}]/u.test(password);
  return Number(hasLetter) + Number(hasDigit) + Number(hasSymbol);
}

function isCommonPassword(lower: string): boolean {
  if (COMMON_PASSWORDS.has(lower)) return true;
  const base = lower.replace(/[^\p{L}]+$/u, '');
  const prefix = lower.replace(/^[^\p{L}]+/u, '');
  return COMMON_BASE_WORDS.has(base) || COMMON_BASE_WORDS.has(prefix.replace(/[^\p{L}]+$/u, ''));
}

/** One character repeated, or a run up or down the alphabet or the digits ("abcdefgh", "98765432"). */
function isRepeatedOrSequential(lower: string): boolean {
  const codes = [...lower].map((character) => character.codePointAt(0) ?? 0);
  const steps = new Set(codes.slice(1).map((code, index) => code - (codes[index] ?? 0)));
  if (steps.size !== 1) return false;
  const [step] = [...steps];
  return step === 0 || step === 1 || step === -1;
}

function isControlCharacter(character: string): boolean {
  return /\p{Cc}/u.test(character);
}
