import { fieldLabelOf, UNLABELLED_FIELD } from '../../contract/shared/field-labels';
import { type FreeTextLines, validateFreeText } from '../../domain/shared/text/free-text';
import type { ValidationResult } from '../../domain/shared/validation/validation-result';
import { refusal } from './fake-error';

/** The normalised value, or the rule's Korean message as a 400, as a server would answer. */
export function requireValid<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw refusal('invalidInput', result.message);
  return result.value;
}

/** A field as free text, refused as the server refuses it (naming the field), else in NFC. */
export function freeText(input: string, field: string, lines: FreeTextLines = 'single'): string {
  return requireValid(validateFreeText(input, fieldLabelOf([field]) ?? UNLABELLED_FIELD, lines));
}
