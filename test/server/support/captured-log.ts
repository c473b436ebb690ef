import { Writable } from 'node:stream';
import pino from 'pino';
import { loggerOptions } from '../../../server/adapters/logging/logger-options';

/** A logger with the server's options whose lines are kept, parsed, for a test to read. */
export function capturedLog(level = 'info') {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  const logger = pino(loggerOptions(level) as pino.LoggerOptions, sink);
  /** Every line as JSON text, one per line. */
  const text = () => lines.map((line) => JSON.stringify(line)).join('\n');
  /** Forgets the lines so far (a shared server's log, before each test). */
  const clear = () => {
    lines.length = 0;
  };
  return { logger, lines, text, clear };
}
