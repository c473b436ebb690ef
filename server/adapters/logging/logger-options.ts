import type { FastifyServerOptions } from 'fastify';

/**
 * Pino settings. Request logs carry method, path and status, never bodies, so passwords, codes
 * and resident numbers cannot reach the log; headers that carry secrets are redacted should a
 * log line ever include them.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-user-id"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.accessToken',
        '*.refreshToken',
        '*.resetToken',
        '*.authCode',
        '*.emailAuthCode',
        '*.residentNumber',
      ],
      censor: '[비공개]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        // The query string can hold ids of files or people; the path is enough to trace a call.
        return { method: request.method, path: request.url.split('?')[0], ip: request.ip };
      },
    },
  };
}
