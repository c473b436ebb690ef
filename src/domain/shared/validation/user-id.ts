import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * User ids (아이디): 4–20 characters, lowercase English letters, digits and underscores, starting
 * with a letter. Uppercase is folded to lowercase, so "Hong123" and "hong123" are one id.
 * Ids that could pass for the association or its staff are reserved.
 */

export const USER_ID_MIN_LENGTH = 4;
export const USER_ID_MAX_LENGTH = 20;
/**
 * The longest id a form or a call may carry (sign-in, finding a password, the administrators'
 * calls): ids made outside the sign-up form, by the administrators' command or an import from
 * the association's old site, may be longer than a new id may be. The rule above, not this bound,
 * says what a new id may be.
 */
export const USER_ID_INPUT_MAX_LENGTH = 50;

const RESERVED_USER_IDS = new Set([
  'admin',
  'administrator',
  'root',
  'system',
  'sysadmin',
  'manager',
  'master',
  'webmaster',
  'operator',
  'staff',
  'support',
  'help',
  'info',
  'official',
  'office',
  'alumni',
  'association',
  'president',
  'secretary',
  'test',
  'guest',
  'anonymous',
  'null',
  'undefined',
  'api',
  'auth',
  'user',
  'users',
  'member',
  'members',
  'noreply',
  'no_reply',
  'postmaster',
  'hostmaster',
  'abuse',
  'security',
  'privacy',
]);

export function isReservedUserId(userId: string): boolean {
  return RESERVED_USER_IDS.has(userId.toLowerCase());
}

export function validateUserId(input: string): ValidationResult {
  const userId = input.trim().toLowerCase();
  if (!userId) return invalid('userId.required', '아이디를 입력해 주세요.');
  if (userId.length < USER_ID_MIN_LENGTH || userId.length > USER_ID_MAX_LENGTH) {
    return invalid(
      'userId.length',
      `아이디는 ${USER_ID_MIN_LENGTH}~${USER_ID_MAX_LENGTH}자로 입력해 주세요.`,
    );
  }
  if (!/^[a-z]/u.test(userId)) {
    return invalid('userId.start', '아이디는 영문자로 시작해야 합니다.');
  }
  if (!/^[a-z][a-z0-9_]*$/u.test(userId)) {
    return invalid(
      'userId.characters',
      '아이디는 영문 소문자, 숫자, 밑줄(_)만 사용할 수 있습니다.',
    );
  }
  if (isReservedUserId(userId)) {
    return invalid('userId.reserved', '사용할 수 없는 아이디입니다. 다른 아이디를 입력해 주세요.');
  }
  return valid(userId);
}

/**
 * An id shown partly hidden, as account recovery shows it: the first two and last two
 * characters stay (ho***23); ids of five characters or fewer keep only their first (h****).
 */
export function maskUserId(userId: string): string {
  if (userId.length <= 5)
    return `${userId.slice(0, 1)}${'*'.repeat(Math.max(userId.length - 1, 1))}`;
  return `${userId.slice(0, 2)}${'*'.repeat(userId.length - 4)}${userId.slice(-2)}`;
}
