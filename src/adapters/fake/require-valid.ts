import { ApiError } from '../../application/shared/errors/api-error';
import type { ValidationResult } from '../../domain/shared/validation/validation-result';
import { FAKE_ERROR } from './fake-error';

/** The normalised value, or the rule's Korean message as a 400, as a server would answer. */
export function requireValid<T>(result: ValidationResult<T>): T {
  if (!result.ok) throw new ApiError(result.message, FAKE_ERROR.badRequest, 400);
  return result.value;
}
