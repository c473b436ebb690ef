import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkStatisticsPeriod,
  daysOf,
  MENU_STATISTICS_MAX_DAYS,
  menuStatisticsOf,
} from '../../../src/domain/access-log/menu-statistics';
import { isMenuPath } from '../../../src/domain/access-log/menu-access';
import { buildRouteTable } from '../../../src/domain/shared/routing/route-table';

const routes = buildRouteTable();

describe('checkStatisticsPeriod', () => {
  it('takes two real days, the first not after the second', () => {
    expect(checkStatisticsPeriod('2026-11-01', '2026-11-23')).toEqual({
      ok: true,
      value: { from: '2026-11-01', to: '2026-11-23' },
    });
    expect(checkStatisticsPeriod('2026-11-23', '2026-11-23').ok).toBe(true);
    expect(checkStatisticsPeriod('2026-11-24', '2026-11-23')).toMatchObject({
      ok: false,
      message: '시작일은 종료일보다 늦을 수 없습니다.',
    });
    for (const [from, to] of [
      ['2026-02-30', '2026-03-01'],
      ['2026.11.01', '2026-11-02'],
      ['', '2026-11-02'],
      ['2026-11-01', 'tomorrow'],
    ] as const) {
      expect(checkStatisticsPeriod(from, to)).toMatchObject({
        ok: false,
        message: '기간의 날짜가 올바르지 않습니다.',
      });
    }
  });

  it(`covers at most ${MENU_STATISTICS_MAX_DAYS} days`, () => {
    expect(MENU_STATISTICS_MAX_DAYS).toBe(92);
    expect(checkStatisticsPeriod('2026-01-01', '2026-04-02').ok).toBe(true); // 92 days
    expect(checkStatisticsPeriod('2026-01-01', '2026-04-03')).toMatchObject({
      ok: false,
      message: '기간은 92일까지 정할 수 있습니다.',
    });
  });
});

describe('daysOf', () => {
  it('lists every day, across months, years and 29 February', () => {
    expect(daysOf({ from: '2027-12-30', to: '2028-01-02' })).toEqual([
      '2027-12-30',
      '2027-12-31',
      '2028-01-01',
      '2028-01-02',
    ]);
    expect(daysOf({ from: '2028-02-28', to: '2028-03-01' })).toHaveLength(3);
    expect(daysOf({ from: '2026-11-23', to: '2026-11-23' })).toEqual(['2026-11-23']);
  });
});

describe('menuStatisticsOf', () => {
  const period = { from: '2026-11-21', to: '2026-11-23' };

  it('lays the counts out a row per menu, most viewed first, a column per day', () => {
    const statistics = menuStatisticsOf(
      period,
      [
        { day: '2026-11-21', menuPath: '/', views: 3 },
        { day: '2026-11-23', menuPath: '/', views: 4 },
        { day: '2026-11-22', menuPath: '/alumni/find', views: 9 },
        { day: '2026-11-22', menuPath: '/me', views: 1 },
        // Outside the period: not counted.
        { day: '2026-11-24', menuPath: '/me', views: 50 },
        // No page of the site (404): no menu, not counted.
        { day: '2026-11-22', menuPath: '/wp-login.php', views: 40 },
        { day: '2026-11-22', menuPath: '/association/greetings', views: 2 },
      ],
      routes,
    );
    expect(statistics).toEqual({
      from: '2026-11-21',
      to: '2026-11-23',
      days: ['2026-11-21', '2026-11-22', '2026-11-23'],
      dayTotals: [3, 10, 4],
      menus: [
        { menuPath: '/alumni/find', total: 9, perDay: [0, 9, 0] },
        { menuPath: '/', total: 7, perDay: [3, 0, 4] },
        { menuPath: '/me', total: 1, perDay: [0, 1, 0] },
      ],
    });
  });

  it('property: every view in the period is counted once, by menu and by day', () => {
    const day = fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23');
    const row = fc.record({
      day,
      menuPath: fc.constantFrom('/', '/me', '/alumni/find', '/association/notice'),
      views: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 40 }), (rows) => {
        const statistics = menuStatisticsOf(period, rows, routes);
        const inPeriod = rows
          .filter((entry) => entry.day !== '2026-11-20')
          .reduce((sum, entry) => sum + entry.views, 0);
        const byMenus = statistics.menus.reduce((sum, menu) => sum + menu.total, 0);
        const byDays = statistics.dayTotals.reduce((sum, views) => sum + views, 0);
        expect(byMenus).toBe(inPeriod);
        expect(byDays).toBe(inPeriod);
        for (const menu of statistics.menus) {
          expect(menu.perDay.reduce((sum, views) => sum + views, 0)).toBe(menu.total);
        }
      }),
    );
  });
});

describe('isMenuPath', () => {
  it('is a path the site’s route table knows, not a page that does not exist', () => {
    for (const path of ['/', '/association/greeting', '/admin/statistics', '/me/donations']) {
      expect(isMenuPath(path, routes), path).toBe(true);
    }
    for (const path of ['/nope', '/association/greetings', '/admin/x', '/hanbit/greeting']) {
      expect(isMenuPath(path, routes), path).toBe(false);
    }
    // With another product segment, that segment's pages are the menus.
    expect(isMenuPath('/hanbit/greeting', buildRouteTable('hanbit'))).toBe(true);
    expect(isMenuPath('/association/greeting', buildRouteTable('hanbit'))).toBe(false);
  });
});
