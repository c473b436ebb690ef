import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * E-mail addresses: the everyday form `local@domain.tld` that mail providers accept.
 * The local part allows RFC 5322 atom characters with single dots between them (≤ 64);
 * the domain needs at least two labels of letters, digits and hyphens, and a top-level label of
 * letters (or an `xn--` internationalised one); at most 254 characters in all. The result is
 * trimmed and its domain lowercased; the local part keeps its case.
 */

export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/u;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/u;
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/u;

export function validateEmail(input: string): ValidationResult {
  const trimmed = input.trim();
  if (!trimmed) return invalid('email.required', '이메일 주소를 입력해 주세요.');

  const at = trimmed.lastIndexOf('@');
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  const labels = domain.split('.');
  const wellFormed =
    at > 0 &&
    trimmed.length <= EMAIL_MAX_LENGTH &&
    local.length <= LOCAL_MAX_LENGTH &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels.at(-1) ?? '');

  if (!wellFormed) {
    return invalid('email.format', '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com');
  }
  return valid(`${local}@${domain}`);
}
