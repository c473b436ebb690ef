import { Writable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../../../server/adapters/logging/logger-options';
import {
  type RequestLine,
  requestLineWriter,
} from '../../../../server/adapters/logging/request-line';

/** A logger with the server's options (and a fixed time) whose output is kept as raw text. */
function rawLog(level = 'info') {
  const written: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = pino(
    { ...(loggerOptions(level) as pino.LoggerOptions), timestamp: () => ',"time":1790000000000' },
    sink,
  );
  return { logger, written };
}

const requestLine = fc.record({
  reqId: fc.string(),
  method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
  path: fc.string({ unit: fc.constantFrom('a', '/', '한', '"', '\\', '\n', '\u0000', '😀', '%') }),
  status: fc.integer({ min: 100, max: 599 }),
  ms: fc.oneof(fc.double({ min: 0, max: 1e6, noNaN: true }), fc.constant(Number.NaN)),
});

/** The request log line, written without pino's general serialiser, as pino writes it. */
describe('the request line', () => {
  it("is pino's own line for the same fields, character for character", () => {
    fc.assert(
      fc.property(requestLine, (line: RequestLine) => {
        const ours = rawLog();
        const theirs = rawLog();
        requestLineWriter(ours.logger)(line);
        theirs.logger.child({}, { redact: [] }).info(line, 'request completed');
        expect(ours.written.join('')).toBe(theirs.written.join(''));
      }),
    );
  });

  it("carries the logger's bindings and honours its level as it is now", () => {
    const { logger, written } = rawLog('info');
    const child = logger.child({ instance: 'a' });
    const write = requestLineWriter(child);
    const line = { reqId: 'req-1', method: 'GET', path: '/api/user/my', status: 200, ms: 1.5 };
    write(line);
    child.level = 'warn';
    write({ ...line, reqId: 'req-2' });
    child.level = 'silent';
    write({ ...line, reqId: 'req-3' });
    child.level = 'debug';
    write({ ...line, reqId: 'req-4' });
    const parsed = written.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(parsed.map((entry) => entry.reqId)).toEqual(['req-1', 'req-4']);
    expect(parsed[0]).toMatchObject({
      level: 30,
      instance: 'a',
      pid: process.pid,
      path: '/api/user/my',
      msg: 'request completed',
    });
  });

  it("falls back to the logger's own call for a logger that is not pino's", () => {
    const calls: unknown[][] = [];
    const plain = {
      child: () => plain,
      info: (...args: unknown[]) => calls.push(args),
    } as unknown as FastifyBaseLogger;
    const line = { reqId: 'req-9', method: 'GET', path: '/', status: 404, ms: 0.2 };
    requestLineWriter(plain)(line);
    expect(calls).toEqual([[line, 'request completed']]);
  });
});
