import { describe, expect, it } from 'vitest';
import { RecordingLogger } from './recording-logger';

describe('RecordingLogger', () => {
  it('starts with no records', () => {
    expect(new RecordingLogger().records).toEqual([]);
  });

  it('records warnings and errors with their level, message and details, in order', () => {
    const logger = new RecordingLogger();
    logger.warn('access log failed', { menuPath: '/me' });
    logger.error('refresh failed', { status: 401 });
    expect(logger.records).toEqual([
      { level: 'warn', message: 'access log failed', details: { menuPath: '/me' } },
      { level: 'error', message: 'refresh failed', details: { status: 401 } },
    ]);
  });

  it('records empty details when none are given', () => {
    const logger = new RecordingLogger();
    logger.warn('no details');
    logger.error('none here either');
    expect(logger.records.map((record) => record.details)).toEqual([{}, {}]);
  });
});
