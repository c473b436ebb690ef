import { beforeEach, describe, expect, it } from 'vitest';
import { calendarDateOf } from '../../../../../src/domain/shared/format/date-format';
import { formatCalendarDate } from '../../../../../src/domain/shared/calendar/calendar-date';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { signedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

const DAY_MS = 24 * 60 * 60 * 1000;

/** GET /api/admin/statistics/menus: the office's views per menu and per day, in Korea. */
describe.each(dialects())('menu statistics (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let officeToken: string;

  beforeEach(async () => {
    await server.runtime.services.administration.createAdministrator({
      userId: 'office2026',
      password: 'Office!2026admin',
      name: '사무국',
      email: 'office@example.com',
    });
    officeToken = await officeSignIn();
  });

  // Tokens issued directly: the administrator's sign-in (and its second factor) is the
  // session's own tests' concern.
  async function officeSignIn(): Promise<string> {
    const account = await server.runtime.ports.store.accounts.find('office2026');
    if (!account) throw new Error('no administrator');
    return (await server.runtime.services.sessions.issue(account, { secondFactor: true }))
      .accessToken;
  }

  const visit = (menuPath: string) =>
    server.call('recordMenuAccess', { body: { menuPath, accessDt: '2026-11-22 10:00:00' } });
  const koreanDay = (offsetDays = 0) =>
    formatCalendarDate(calendarDateOf(server.clock.now().getTime() + offsetDays * DAY_MS));
  const statistics = (query: Record<string, string>, token: string | null = officeToken) =>
    server.call('menuStatistics', { query, ...(token ? { token, userId: 'office2026' } : {}) });

  it('counts the views per menu and per Korean day of their arrival, most viewed first', async () => {
    const today = koreanDay();
    for (const path of ['/', '/', '/', '/me']) expectSuccess(await visit(path));
    server.clock.advance(DAY_MS);
    const tomorrow = koreanDay();
    for (const path of ['/', '/']) expectSuccess(await visit(path));
    officeToken = await officeSignIn();
    const result = await statistics({ from: today, to: tomorrow });
    expect(result.status).toBe(200);
    expect(result.headers.get('cache-control')).toBe('no-store');
    expect(result.body.data).toEqual({
      from: today,
      to: tomorrow,
      days: [today, tomorrow],
      dayTotals: [4, 2],
      menus: [
        { menuPath: '/', total: 5, perDay: [3, 2] },
        { menuPath: '/me', total: 1, perDay: [1, 0] },
      ],
    });
    // A period before the visits counts none of them.
    const before = await statistics({ from: koreanDay(-10), to: koreanDay(-9) });
    expect(before.body.data).toMatchObject({ dayTotals: [0, 0], menus: [] });
  });

  it('counts only the site’s menus: visits to pages that do not exist (404) are left out', async () => {
    const today = koreanDay();
    for (const path of ['/', '/association/greeting', '/wp-login.php', '/association/greetings'])
      expectSuccess(await visit(path));
    expectSuccess(await visit('/admin/nothing-here'));
    const result = await statistics({ from: today, to: today });
    expect(result.body.data).toMatchObject({
      dayTotals: [2],
      menus: [
        { menuPath: '/', total: 1, perDay: [1] },
        { menuPath: '/association/greeting', total: 1, perDay: [1] },
      ],
    });
  });

  it('refuses a period that is not one, or longer than 92 days, in Korean', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ from: '2026-11-24', to: '2026-11-23' }, '시작일은 종료일보다 늦을 수 없습니다.'],
      [{ from: '2026-02-30', to: '2026-03-02' }, '기간의 날짜가 올바르지 않습니다.'],
      [{ from: '2026-01-01', to: '2026-04-03' }, '기간은 92일까지 정할 수 있습니다.'],
    ];
    for (const [query, message] of cases) {
      const result = await statistics(query);
      expectRefusal(result, 'invalidInput');
      expect(result.body.message).toBe(message);
    }
    expectRefusal(await statistics({ from: '2026-11-01' }), 'invalidInput');
    expectRefusal(await statistics({ from: 'x', to: 'y', extra: '1' }), 'invalidInput');
  });

  it('answers a visitor 401 and a member 403', async () => {
    expectRefusal(
      await statistics({ from: '2026-11-01', to: '2026-11-02' }, null),
      'unauthenticated',
    );
    const member = await signedInMember(server, { userId: 'member2026' });
    const result = await server.call('menuStatistics', {
      query: { from: '2026-11-01', to: '2026-11-02' },
      token: member.accessToken,
      userId: member.userId,
    });
    expectRefusal(result, 'forbidden');
  });
});
