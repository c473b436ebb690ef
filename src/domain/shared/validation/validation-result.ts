/**
 * The outcome of a validation rule, shared by the forms and the server.
 *
 * On success `value` is the normalised input (trimmed, hyphens placed, …), which is what should be
 * stored. On failure `code` names the broken rule for programs and tests, and `message` is the
 * Korean sentence to show next to the field.
 */
export type ValidationResult<T = string> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly code: string; readonly message: string };

export function valid<T>(value: T): ValidationResult<T> {
  return { ok: true, value };
}

export function invalid<T = string>(code: string, message: string): ValidationResult<T> {
  return { ok: false, code, message };
}

/** Removes the characters people type around numbers: spaces, hyphens and dots. */
export function digitsOnly(text: string): string {
  return text.replace(/[\s.-]/gu, '');
}
