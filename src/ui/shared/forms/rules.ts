import { type FreeTextLines, validateFreeText } from '../../../domain/shared/text/free-text';
import type { ValidationResult } from '../../../domain/shared/validation/validation-result';

/** A domain rule as a form rule: its Korean message, or null when the value is fine. */
export function messageOf(result: ValidationResult<unknown>): string | null {
  return result.ok ? null : result.message;
}

/** The normalised value of a rule the form has already checked (or the input, trimmed). */
export function normalised(result: ValidationResult, input: string): string {
  return result.ok ? result.value : input.trim();
}

/**
 * The free-text rule of a field, named by its label ("직장에 쓸 수 없는 문자가 들어 있습니다."),
 * as the server checks every text it receives: null when the text may be sent.
 */
export function freeTextMessage(
  input: string,
  label: string,
  lines: FreeTextLines = 'single',
): string | null {
  return messageOf(validateFreeText(input, label, lines));
}
