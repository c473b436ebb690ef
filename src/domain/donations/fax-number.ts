import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';

/**
 * Fax numbers a receipt may be sent to (issue 14): Korean landlines, and the 070 (internet
 * phone) and 050 (personal and safe numbers) ranges that fax services hand out. Spaces, hyphens,
 * dots and parentheses are ignored, and the international form (+82 2-…, +82 (0)31-…) is
 * accepted. The result is written with hyphens: 02-123-4567, 031-1234-5678, 070-1234-5678,
 * 0505-123-4567.
 *
 * - Landlines: Seoul 02 with 3 or 4 digits and 4 more; the other areas (031–033, 041–044,
 *   051–055, 061–064) with 3 or 4 digits and 4 more. A local part never starts with 0.
 * - 070 with 4 and 4 digits; 050 with one more digit (0503–0508), then 3 or 4 and 4 digits.
 * - Mobile numbers (01x) and 15xx/16xx/18xx representative numbers take no fax: refused with a
 *   sentence of their own, so that the member knows why.
 */

const AREA_CODES = new Set([
  '02',
  '031',
  '032',
  '033',
  '041',
  '042',
  '043',
  '044',
  '051',
  '052',
  '053',
  '054',
  '055',
  '061',
  '062',
  '063',
  '064',
]);

export function validateFaxNumber(input: string): ValidationResult {
  const compact = input.trim().replace(/[\s.()-]/gu, '');
  if (!compact) return invalid('fax.required', '팩스 번호를 입력해 주세요.');
  const domestic = compact.replace(/^\+?82(?:0)?(?=[1-9])/u, '0');
  if (/^01\d/u.test(domestic)) {
    return invalid(
      'fax.mobile',
      '휴대전화 번호로는 팩스를 보낼 수 없습니다. 유선 전화나 070, 050 팩스 번호를 입력해 주세요.',
    );
  }
  if (/^1[568]\d{6}$/u.test(domestic)) {
    return invalid(
      'fax.representative',
      '대표번호(15XX, 16XX, 18XX)로는 팩스를 보낼 수 없습니다. 팩스 번호를 입력해 주세요.',
    );
  }
  const match =
    /^(02)([1-9]\d{2,3})(\d{4})$/u.exec(domestic) ??
    /^(0[3-6][1-5])([1-9]\d{2,3})(\d{4})$/u.exec(domestic) ??
    /^(070)([1-9]\d{3})(\d{4})$/u.exec(domestic) ??
    /^(050[3-8])([1-9]\d{2,3})(\d{4})$/u.exec(domestic);
  const [, prefix = '', middle, last] = match ?? [];
  if (!match || (prefix.length <= 3 && !prefix.startsWith('07') && !AREA_CODES.has(prefix))) {
    return invalid('fax.format', '팩스 번호 형식이 올바르지 않습니다. 예) 02-123-4567');
  }
  return valid(`${prefix}-${middle}-${last}`);
}
