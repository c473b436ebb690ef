/**
 * Codes of the fake's refusals. Those a screen answers on its own (a wrong or expired e-mail code,
 * a dead reset token) carry the contract's codes instead (`REFUSAL_CODES`), as the server's do.
 */
export const FAKE_ERROR = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
} as const;
