import { describe, expect, it } from 'vitest';
import { ReportMenuAccess } from '../../../src/application/access-log/report-menu-access';
import type { AccessLogApi } from '../../../src/application/access-log/access-log-api';
import { addMember, fakeWorld, signInAs, visitsOf } from '../../support/fake-world';

describe('ReportMenuAccess', () => {
  it('reports the path without query string and the access time YYYY-MM-DD HH:mm:ss', async () => {
    const world = fakeWorld('2026-11-22T09:05:03+09:00');
    const report = new ReportMenuAccess(world.accessLogApi, world.clock, world.logger);
    await report.execute('/association/notice?page=2#top');
    expect(visitsOf(world)).toEqual([
      { menuPath: '/association/notice', accessDt: '2026-11-22 09:05:03', userId: null },
    ]);
  });

  it('records the signed-in member with the visit', async () => {
    const world = fakeWorld();
    addMember(world);
    await signInAs(world, 'hong123');
    await new ReportMenuAccess(world.accessLogApi, world.clock, world.logger).execute('/me');
    expect(world.backend.accessLog[0]?.userId).toBe('hong123');
  });

  it('only logs a failed report and never rejects, so navigation goes on', async () => {
    const world = fakeWorld();
    const failing: AccessLogApi = {
      recordMenuAccess: () => Promise.reject(new Error('서버에 연결할 수 없습니다.')),
    };
    const report = new ReportMenuAccess(failing, world.clock, world.logger);
    await expect(report.execute('/privacy?x=1')).resolves.toBeUndefined();
    expect(world.logger.records).toEqual([
      {
        level: 'warn',
        message: 'Access log report failed',
        details: { menuPath: '/privacy', error: '서버에 연결할 수 없습니다.' },
      },
    ]);
  });

  it('logs failures that are not Error objects too', async () => {
    const world = fakeWorld();
    const report = new ReportMenuAccess(
      // A failure that is not an Error, as some libraries reject with strings.
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      { recordMenuAccess: () => Promise.reject('offline') },
      world.clock,
      world.logger,
    );
    await report.execute('/');
    expect(world.logger.records[0]?.details).toEqual({ menuPath: '/', error: 'offline' });
  });
});
