import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

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

/** Lines are written once this many bytes wait, or after LOG_FLUSH_MS. */
export const LOG_BUFFER_BYTES = 4096;
/** The longest a line waits before it is written, in ms. */
export const LOG_FLUSH_MS = 1000;

/** Destinations still holding lines when the process exits. */
const unwritten = new Set<SonicBoomLike>();
type SonicBoomLike = pino.DestinationStream & { flushSync(): void; destroyed?: boolean };

/**
 * Standard output, written in batches. Pino's default destination hands each line to libuv's
 * thread pool as it comes (a thread woken, a `write`, an event back to the loop): one request
 * log line per answer made that a share of every request's cost. Here lines wait until 4 KiB are
 * ready or a second has passed, whichever comes first, and are then written at once, by this
 * thread: a write that was still with the thread pool when the process exits would be lost,
 * and one batch of lines with it. What waits is written when the process exits, however it exits
 * (one `exit` listener for every destination), and when the runtime closes.
 */
export function logDestination(): pino.DestinationStream {
  const destination = pino.destination({
    dest: 1,
    sync: true,
    minLength: LOG_BUFFER_BYTES,
    periodicFlush: LOG_FLUSH_MS,
  }) as SonicBoomLike;
  if (unwritten.size === 0) process.once('exit', writeWhatWaits);
  unwritten.add(destination);
  return destination;
}

function writeWhatWaits(): void {
  for (const destination of unwritten) {
    try {
      if (!destination.destroyed) destination.flushSync();
    } catch {
      // Standard output is gone: nothing more can be written anywhere.
    }
  }
  unwritten.clear();
}
