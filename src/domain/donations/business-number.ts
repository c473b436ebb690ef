import {
  digitsOnly,
  invalid,
  type ValidationResult,
  valid,
} from '../shared/validation/validation-result';

/**
 * Business registration numbers (사업자등록번호): ten digits written XXX-XX-XXXXX, the last a
 * check digit. With weights 1,3,7,1,3,7,1,3,5 over the first nine digits, the sum plus
 * ⌊(9th digit × 5) / 10⌋ must be completed to a multiple of ten by the check digit.
 */

const CHECK_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export function validateBusinessNumber(input: string): ValidationResult {
  const compact = digitsOnly(input);
  if (!compact) return invalid('businessNumber.required', '사업자등록번호를 입력해 주세요.');
  if (!/^\d{10}$/u.test(compact)) {
    return invalid('businessNumber.format', '사업자등록번호 10자리를 정확히 입력해 주세요.');
  }
  if (businessNumberCheckDigit(compact.slice(0, 9)) !== Number(compact[9])) {
    return invalid(
      'businessNumber.checksum',
      '올바른 사업자등록번호가 아닙니다. 다시 확인해 주세요.',
    );
  }
  return valid(`${compact.slice(0, 3)}-${compact.slice(3, 5)}-${compact.slice(5)}`);
}

/** The check digit that completes the first nine digits (written with or without hyphens). */
export function businessNumberCheckDigit(firstNine: string): number {
  const digits = [...digitsOnly(firstNine)].map(Number);
  if (digits.length !== 9 || digits.some(Number.isNaN)) {
    throw new RangeError(`A business number's check digit needs nine digits, got "${firstNine}"`);
  }
  const weighted = CHECK_WEIGHTS.reduce(
    (sum, weight, index) => sum + weight * (digits[index] ?? 0),
    0,
  );
  const sum = weighted + Math.floor(((digits[8] ?? 0) * 5) / 10);
  return (10 - (sum % 10)) % 10;
}
