import { describe, expect, it } from 'vitest';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** PUT /api/user/log/accessMenu stores only an access time that exists. */
describe.each(dialects())('access log time (%s)', (dialect) => {
  const server = useTestServer(dialect);

  async function storedTimes(): Promise<string[]> {
    const rows = await server.runtime.database.db
      .selectFrom('access_logs')
      .select('access_dt')
      .orderBy('access_dt')
      .execute();
    return rows.map((row) => row.access_dt);
  }

  it.each([
    ['the hour', '2026-11-22 24:00:00'],
    ['the minute', '2026-11-22 12:60:00'],
    ['the second', '2026-11-22 12:00:60'],
    ['the day of a 28-day February', '2026-02-30 12:00:00'],
    ['29 February outside a leap year', '2025-02-29 12:00:00'],
    ['the day of a 30-day month', '2026-04-31 12:00:00'],
  ])(
    'refuses a time whose %s does not exist (%s) with 400 code 4000; nothing is logged',
    async (_, accessDt) => {
      const result = await server.call('recordMenuAccess', {
        body: { menuPath: '/about', accessDt },
      });
      expectRefusal(result, 'invalidInput');
      expect(result.body.message).toBe('접속 시각이 올바르지 않습니다.');
      expect(await storedTimes()).toEqual([]);
    },
  );

  it('stores the last moment of a day and 29 February of a leap year', async () => {
    for (const accessDt of ['2024-02-29 23:59:59', '2026-04-30 00:00:00'])
      expectSuccess(
        await server.call('recordMenuAccess', { body: { menuPath: '/about', accessDt } }),
      );
    expect(await storedTimes()).toEqual(['2024-02-29 23:59:59', '2026-04-30 00:00:00']);
  });
});
