import { describe, expect, it, vi } from 'vitest';
import { lazyChildLoggerFactory } from '../../../../server/adapters/logging/request-logger';
import { capturedLog } from '../../support/captured-log';

function logged(level = 'info') {
  const { logger, lines } = capturedLog(level);
  return { parent: logger, written: lines };
}

/** A request's logger, made only when something writes to it (Fastify's childLoggerFactory). */
describe('the request logger', () => {
  it('makes no child until a line is written at a level the parent writes', () => {
    const { parent, written } = logged('info');
    const child = vi.spyOn(parent, 'child');
    const logger = lazyChildLoggerFactory(parent, { reqId: 'req-1' }, {});
    expect(logger.level).toBe('info');
    logger.debug('not at info');
    logger.trace({ password: 'x' }, 'nor this');
    logger.silent('never');
    expect(child).not.toHaveBeenCalled();
    logger.info({ body: { password: 'pw-1' } }, 'written');
    logger.error('again');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'req-1' }, {});
    expect(written).toEqual([
      expect.objectContaining({ reqId: 'req-1', body: { password: '[비공개]' }, msg: 'written' }),
      expect.objectContaining({ reqId: 'req-1', level: 50, msg: 'again' }),
    ]);
  });

  it('keeps a level of its own, given or set', () => {
    const { parent, written } = logged('info');
    const debugging = lazyChildLoggerFactory(parent, { reqId: 'req-2' }, { level: 'debug' });
    expect(debugging.level).toBe('debug');
    debugging.debug('at debug');
    const quiet = lazyChildLoggerFactory(parent, { reqId: 'req-3' }, {});
    quiet.level = 'error';
    quiet.info('not written');
    expect(quiet.level).toBe('error');
    expect(written.map((line) => [line.reqId, line.msg])).toEqual([['req-2', 'at debug']]);
  });

  it('makes children of its own child, bindings and redaction kept', () => {
    const { parent, written } = logged('info');
    const logger = lazyChildLoggerFactory(parent, { reqId: 'req-4' }, {});
    logger.child({ part: 'upload' }).warn({ body: { authCode: '123456' } }, 'nested');
    expect(written).toEqual([
      expect.objectContaining({ reqId: 'req-4', part: 'upload', body: { authCode: '[비공개]' } }),
    ]);
  });
});
