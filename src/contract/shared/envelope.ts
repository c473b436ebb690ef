/**
 * Every answer of the API is wrapped (spec section 7): `code` 0 and `data` on success; a nonzero
 * `code`, a Korean `message` and `data: null` on failure. A success may carry a message too: the
 * sign-in answer for an account awaiting approval (spec section 4).
 */
export interface ApiEnvelope<T> {
  readonly code: number;
  readonly message: string | null;
  readonly data: T;
}

export const SUCCESS_CODE = 0;

export function success<T>(data: T, message: string | null = null): ApiEnvelope<T> {
  return { code: SUCCESS_CODE, message, data };
}
