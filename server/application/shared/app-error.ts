import { API_ERRORS, type ApiErrorKey } from '../../../src/contract/shared/error-codes';

/**
 * A refusal by a use case: one of the contract's errors, optionally with a more precise Korean
 * message (e.g. the rule a field broke) and headers for the answer (e.g. Retry-After).
 */
export class AppError extends Error {
  override readonly name = 'AppError';
  readonly code: number;
  readonly status: number;

  constructor(
    readonly key: ApiErrorKey,
    message?: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message ?? API_ERRORS[key].message);
    this.code = API_ERRORS[key].code;
    this.status = API_ERRORS[key].status;
  }
}

/** The value of a passed validation rule, or the rule's Korean message as a 400. */
export function requireValid<T>(
  result: { ok: true; value: T } | { ok: false; code: string; message: string },
): T {
  if (!result.ok) throw new AppError('invalidInput', result.message);
  return result.value;
}
