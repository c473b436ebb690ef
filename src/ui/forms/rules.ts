import type { ValidationResult } from '../../domain/validation/validation-result';

/** A domain rule as a form rule: its Korean message, or null when the value is fine. */
export function messageOf(result: ValidationResult<unknown>): string | null {
  return result.ok ? null : result.message;
}

/** The normalised value of a rule the form has already checked (or the input, trimmed). */
export function normalised(result: ValidationResult, input: string): string {
  return result.ok ? result.value : input.trim();
}
