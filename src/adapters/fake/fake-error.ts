import { ApiError } from '../../application/shared/errors/api-error';
import { API_ERRORS, type ApiErrorKey } from '../../contract/shared/error-codes';

/**
 * A refusal of the fake backend, as the server answers it: one of the contract's errors (its
 * envelope code and HTTP status), with its default Korean message or a more precise one.
 */
export function refusal(key: ApiErrorKey, message?: string): ApiError {
  const { code, status, message: standard } = API_ERRORS[key];
  return new ApiError(message ?? standard, code, status);
}
