import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERRORS, type ApiErrorKey } from '../../../../src/contract/shared/error-codes';
import { AppError } from '../../../application/shared/app-error';
import { HeavyWorkBusyError, PasswordHasherBusyError } from '../../../application/shared/ports';
import { koreanValidationMessage } from './validation-messages';

/** Fastify's own error codes we answer in kind. */
const FRAMEWORK_ERRORS: Readonly<Record<string, { key: ApiErrorKey; message?: string }>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { key: 'bodyTooLarge' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { key: 'unsupportedMediaType' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    key: 'invalidInput',
    message: '요청 내용을 읽을 수 없습니다.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { key: 'invalidInput', message: '요청 내용이 비어 있습니다.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { key: 'invalidInput', message: '요청 내용을 읽을 수 없습니다.' },
  FST_REQ_FILE_TOO_LARGE: { key: 'fileTooLarge' },
  FST_FILES_LIMIT: { key: 'invalidInput', message: '파일은 한 번에 하나씩 올려 주세요.' },
  FST_PARTS_LIMIT: { key: 'invalidInput', message: '요청 항목이 너무 많습니다.' },
  FST_FIELDS_LIMIT: { key: 'invalidInput', message: '요청 항목이 너무 많습니다.' },
  FST_PROTO_VIOLATION: { key: 'invalidInput', message: '요청 내용이 올바르지 않습니다.' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    key: 'unsupportedMediaType',
    message: '파일은 multipart/form-data로 올려 주세요.',
  },
};

/**
 * Every failure leaves in the Korean envelope `{ code, message, data: null }` with a fitting
 * status: use-case refusals, schema violations, framework limits, rate limits and the 500s,
 * which are logged with their stack but never show it to the client.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      request.log.info({ code: error.code }, 'refused: %s', error.key);
      return send(reply, error.status, error.code, error.message, error.headers);
    }
    if (error instanceof PasswordHasherBusyError || error instanceof HeavyWorkBusyError) {
      // Sign-ins (or photos) beyond what hashing (or their queue) can take now: said at once.
      request.log.warn(error.message);
      const busy = API_ERRORS.busy;
      return send(reply, busy.status, busy.code, busy.message, { 'retry-after': '2' });
    }
    if (error.validation) {
      const message = koreanValidationMessage(error.validation[0]);
      return send(reply, 400, API_ERRORS.invalidInput.code, message);
    }
    const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
    if (known) {
      const definition = API_ERRORS[known.key];
      return send(reply, definition.status, definition.code, known.message ?? definition.message);
    }
    if (error.statusCode === 429) {
      return send(reply, 429, API_ERRORS.tooManyRequests.code, API_ERRORS.tooManyRequests.message);
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
    ) {
      request.log.info({ err: error }, 'bad request');
      return send(reply, 400, API_ERRORS.invalidInput.code, API_ERRORS.invalidInput.message);
    }
    request.log.error({ err: error }, 'request failed');
    return send(reply, 500, API_ERRORS.internal.code, API_ERRORS.internal.message);
  });
}

/**
 * Addresses the router cannot take, answered before any route or hook runs: percent-encoding
 * that does not decode (`/api/atchFile/media/%ff`) and path parameters beyond the router's
 * length. Fastify's default says so in English outside the envelope; they are bad input like
 * any other. (Given to Fastify as its `frameworkErrors` option.)
 */
export function answerUnreadableAddress(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: error.code }, 'unreadable address');
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? '요청 주소가 너무 깁니다.'
      : '요청 주소를 읽을 수 없습니다. 주소를 확인해 주세요.';
  void send(reply.header('cache-control', 'no-store'), 400, API_ERRORS.invalidInput.code, message, {
    'x-content-type-options': 'nosniff',
  });
}

/**
 * The JSON envelope of a refusal or failure. Never kept by a shared cache: `no-store` unless the
 * call already said `no-cache` (public content revalidated by its ETag), including where no
 * route set anything (an unknown path) or a cacheable call's handler had opened it.
 */
export function send(
  reply: FastifyReply,
  status: number,
  code: number,
  message: string,
  headers: Readonly<Record<string, string>> = {},
) {
  const caching = reply.getHeader('cache-control');
  if (caching === undefined || String(caching).startsWith('public')) {
    reply.header('cache-control', 'no-store');
  }
  return reply
    .code(status)
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send({ code, message, data: null });
}
