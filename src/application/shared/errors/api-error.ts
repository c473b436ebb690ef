/**
 * A call the backend refused or could not answer. `message` is Korean and fit to show; `code` is
 * the envelope's nonzero code (or 0 when there was no envelope, e.g. a network failure) and
 * `status` the HTTP status when there was one.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly code: number,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

/** Shown when a call fails without a message of its own (spec section 8: HTTP 500). */
export const DEFAULT_ERROR_MESSAGE = '오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
