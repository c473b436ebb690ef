import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * Korean mobile numbers: 010 with eight more digits, or the older 011, 016, 017, 018 and 019
 * with seven or eight. Spaces, hyphens, dots and parentheses are ignored, and the international
 * form (+82 10-…, 82-10-…, and the common +82 010-… / +82 (0)10-…) is accepted. The result is written with hyphens: 010-1234-5678,
 * 011-123-4567.
 */
export function validateMobilePhone(input: string): ValidationResult {
  const compact = input.trim().replace(/[\s.()-]/gu, '');
  if (!compact) return invalid('mobile.required', '휴대전화 번호를 입력해 주세요.');

  const domestic = compact.replace(/^\+?820?(?=1)/u, '0');
  const match =
    /^(010)(\d{4})(\d{4})$/u.exec(domestic) ?? /^(01[16789])(\d{3,4})(\d{4})$/u.exec(domestic);
  if (!match) {
    return invalid('mobile.format', '휴대전화 번호 형식이 올바르지 않습니다. 예) 010-1234-5678');
  }
  const [, prefix, middle, last] = match;
  return valid(`${prefix}-${middle}-${last}`);
}
