import { formatKoreanAmount } from '../shared/format/korean-amount';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';

/**
 * A donation's amount (issue 14): whole won, at least 1 and below 10^15 (a thousand trillion
 * won, far beyond any gift, yet exact in a JavaScript number and in a database's BIGINT).
 * Accepts a number, or text as typed (`1,000,000`, `50000원`); never rounds: 1000.5 is refused.
 */
export const MIN_DONATION_WON = 1;
export const MAX_DONATION_WON = 10 ** 15 - 1;

export function validateDonationAmount(input: number | string): ValidationResult<number> {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/[,\s]|원$/gu, '');
  if (text === '') return invalid('amount.required', '금액을 입력해 주세요.');
  if (!/^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/iu.test(text)) {
    return invalid('amount.format', '금액은 숫자로만 입력해 주세요. 예) 100,000');
  }
  const amount = Number(text);
  if (!Number.isInteger(amount)) {
    return invalid('amount.whole', '금액은 원 단위의 정수로 입력해 주세요.');
  }
  if (amount < MIN_DONATION_WON) {
    return invalid('amount.positive', '금액은 1원 이상이어야 합니다.');
  }
  if (amount > MAX_DONATION_WON) {
    return invalid('amount.tooLarge', '금액이 너무 큽니다. 1천조 원 미만으로 입력해 주세요.');
  }
  return valid(amount);
}

/**
 * An amount as the office types it, grouped by thousands as it is read ("1000000" →
 * "1,000,000"); anything but digits, commas and spaces (a typo, a decimal point) is left as typed
 * so that validateDonationAmount names the mistake instead of the input hiding it.
 */
export function groupedAmountText(text: string): string {
  if (!/^[\d,\s]*$/u.test(text)) return text;
  const digits = text.replace(/\D/gu, '').replace(/^0+(?=\d)/u, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/gu, ',');
}

/** The 만 reading of an amount as typed ("1,000,000" → "100만원"), or null while it is no amount. */
export function amountReadingOf(text: string): string | null {
  const amount = validateDonationAmount(text);
  return amount.ok ? formatKoreanAmount(amount.value) : null;
}
