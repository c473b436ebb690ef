import { expect } from 'vitest';
import type { ValidationResult } from '../../../../src/domain/shared/validation/validation-result';

/** Hangul syllables or jamo: every message shown to members is written in Korean. */
const HANGUL = /[\u3131-\u318e\uac00-\ud7a3]/u;

/** Asserts a successful result whose normalised value is `value`. */
export function expectValid<T>(result: ValidationResult<T>, value: T): void {
  expect(result).toEqual({ ok: true, value });
}

/** Asserts a refusal naming the broken rule `code`, with a Korean message to show. */
export function expectInvalid<T>(result: ValidationResult<T>, code: string): void {
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.code).toBe(code);
  expect(result.message.trim()).not.toBe('');
  expect(result.message).toMatch(HANGUL);
}
