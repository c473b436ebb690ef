import { describe, expect, it } from 'vitest';
import {
  ACCESS_LOG_RETENTION_MONTHS,
  accessLogsExpireBefore,
} from '../../../src/domain/access-log';

describe('the access log’s retention', () => {
  it('is three months, as the privacy policy says', () => {
    expect(ACCESS_LOG_RETENTION_MONTHS).toBe(3);
  });

  it('deletes before the same moment three calendar months earlier', () => {
    expect(accessLogsExpireBefore(new Date('2027-06-15T03:00:00.000Z'))).toBe(
      '2027-03-15T03:00:00.000Z',
    );
    expect(accessLogsExpireBefore(new Date('2027-02-10T00:00:00.000Z'))).toBe(
      '2026-11-10T00:00:00.000Z',
    );
  });

  it('takes the month’s last day when the earlier month is shorter', () => {
    expect(accessLogsExpireBefore(new Date('2027-05-31T12:00:00.000Z'))).toBe(
      '2027-02-28T12:00:00.000Z',
    );
    expect(accessLogsExpireBefore(new Date('2028-05-31T12:00:00.000Z'))).toBe(
      '2028-02-29T12:00:00.000Z',
    );
  });
});
