import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import { publishAlbum } from '../server/support/photos';
import {
  ACCESS_TIME,
  ARTIFACTS,
  openSite,
  screenshot,
  seriousAxeViolations,
  type Site,
} from './support/site';

const routes = buildRouteTable();
const ASSOCIATION = '한빛고등학교 총동문회';
/** The home route's JavaScript budget (issue 10; 160 KB in issue 4), gzip, KB of 1,000 bytes. */
const HOME_JS_BUDGET_BYTES = 130_000;

let site: Site;

beforeAll(async () => {
  site = await openSite();
  // The home page's photos: one scholarship album, as the office publishes it.
  await publishAlbum(site.server);
});

afterAll(async () => {
  await site?.close();
});

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  expect(
    violations.map(
      ({ id, help, nodes }) => `${where}: ${id} (${help}) ${(nodes[0]?.target ?? []).join(' ')}`,
    ),
  ).toEqual([]);
}

describe('the public site in Chromium', () => {
  it('home: the association’s name, the four menu groups, a Korean title, no serious axe finding', async () => {
    const page = await site.newPage();
    await page.goto('/');
    // The app sets the title once it has started.
    await expect.poll(() => page.title()).toBe(ASSOCIATION);
    const menu = page.getByRole('navigation', { name: '주 메뉴' });
    for (const { group } of routes.menu) {
      await menu
        .getByRole('button', { name: group.label })
        .or(menu.getByText(group.label))
        .first()
        .waitFor();
    }
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).waitFor();
    await expectAccessible(page, '/');
  });

  it('every public route renders its title in the layout, and each visit is logged', async () => {
    const page = await site.newPage();
    const before = (await site.accessLog()).length;
    const publicRoutes = routes.routes.filter((route) => !route.requiresAuth && route.path !== '/');
    for (const [index, route] of publicRoutes.entries()) {
      await page.goto(route.path);
      await page.getByRole('heading', { level: 1, name: route.title }).waitFor();
      await expect(page.title()).resolves.toBe(`${route.title} | ${ASSOCIATION}`);
      await expectAccessible(page, route.path);
      // The visit's report is a request of its own: the next navigation must not cut it off.
      await expect.poll(async () => (await site.accessLog()).length).toBe(before + index + 1);
    }
    const log = (await site.accessLog()).slice(before);
    expect(log.map(({ menuPath }) => menuPath)).toEqual(publicRoutes.map(({ path: p }) => p));
    for (const row of log) {
      expect(row.accessDt).toMatch(ACCESS_TIME);
      expect(row.userId).toBeNull();
    }
  });

  it('logs a click-through visit with its path and no query string, before showing it', async () => {
    const page = await site.newPage();
    await page.goto('/?from=mail');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
    await page.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
    await expect
      .poll(async () => (await site.accessLog()).slice(-2).map((row) => row.menuPath))
      .toEqual(['/', '/privacy']);
    const [last] = (await site.accessLog()).slice(-1);
    // The access time is the browser's clock in Korean time (YYYY-MM-DD HH:mm:ss).
    const seoulNow = new Date(Date.now() + 9 * 3600_000).toISOString().slice(0, 10);
    expect(last?.accessDt).toMatch(ACCESS_TIME);
    expect(last?.accessDt.slice(0, 10)).toBe(seoulNow);
  });

  it('shows a not-found page with a way home for any other path', async () => {
    const page = await site.newPage();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: routes.notFound.title }).waitFor();
    await expectAccessible(page, '/no/such/page');
    await page.getByRole('main').getByRole('link', { name: /홈/u }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('returns to the top of the page on every navigation', async () => {
    const page = await site.newPage({ width: 1280, height: 600 });
    await page.goto(routes.byId('privacy').path);
    await page.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
    // The heading is in the pre-rendered HTML: the app, starting a moment later, scrolls to the
    // top as on any route, so the test scrolls down again until it stays there.
    await expect
      .poll(() =>
        page.evaluate(() => {
          window.scrollTo(0, document.body.scrollHeight);
          return window.scrollY;
        }),
      )
      .toBeGreaterThan(200);
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: ASSOCIATION })
      .or(page.getByRole('banner').getByRole('link', { name: ASSOCIATION }))
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('opens the menu drawer at 360 px and navigates from it', async () => {
    const page = await site.newPage({ width: 360, height: 740 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: '전체 메뉴' });
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expectAccessible(page, '/ (drawer open, 360 px)');
    const target = routes.byId('contributionInformation');
    await page.getByRole('link', { name: target.title }).first().click();
    await page.getByRole('heading', { level: 1, name: target.title }).waitFor();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
  });

  it('keeps screenshots of home at desktop and 360 px widths', async () => {
    for (const [name, viewport] of [
      ['home-desktop', { width: 1280, height: 900 }],
      ['home-360', { width: 360, height: 740 }],
    ] as const) {
      const page = await site.newPage(viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      // The page is no wider than the screen: nothing to scroll sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, name).toBeLessThanOrEqual(0);
      const file = await screenshot(page, name);
      expect(fs.statSync(file).size).toBeGreaterThan(10_000);
    }
  });

  it('paints the frame and the page from the HTML alone, before any script runs (issue 10)', async () => {
    const page = await site.newPage(undefined, { script: false });
    for (const [target, heading] of [
      ['/', null],
      ['/auth/signin', '로그인'],
      ['/privacy', '개인정보처리방침'],
    ] as const) {
      await page.goto(target);
      expect(await page.title(), target).toContain(ASSOCIATION);
      // The build's pages are inert until the app starts: read the DOM, not the accessibility tree.
      const html = await page.locator('#root').innerHTML();
      expect(html, target).toContain('aria-label="주 메뉴"');
      expect(html, target).toContain('site-footer');
      if (heading) expect(await page.locator('main h1').textContent(), target).toBe(heading);
      else expect(await page.locator('main h1').count(), target).toBeGreaterThan(0);
    }
    // The app's own page replaces it when scripts run: nothing inert is left.
    const live = await site.newPage();
    await live.goto('/privacy');
    await live.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();
    // The pre-rendered frame goes once the app has painted its own (later on a busy machine).
    await expect.poll(() => live.locator('[inert]').count()).toBe(0);
  });

  it.each([
    ['desktop', undefined],
    ['360 px', { width: 360, height: 740 }],
  ] as const)(
    'makes no layout shift on the home page (%s) while it starts and loads its content',
    async (_name, viewport) => {
      const page = await site.newPage(viewport);
      await page.addInitScript(() => {
        (window as unknown as { shifts: number[] }).shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            (window as unknown as { shifts: number[] }).shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.locator('.photo-grid img').first().waitFor();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
    },
  );

  it('loads at most 130 KB of JavaScript (gzip) for the home route', async () => {
    const page = await site.newPage();
    // Every script response's body, read while the page loads and awaited before counting.
    const bodies: Promise<{ url: string; bytes: number; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      bodies.push(
        response.body().then((body) => ({
          url: new URL(response.url()).pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        })),
      );
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const scripts = await Promise.all(bodies);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    fs.writeFileSync(
      path.join(ARTIFACTS, 'home-js.json'),
      `${JSON.stringify({ totalGzipBytes: total, scripts }, null, 2)}\n`,
    );
    // Every script the page fetched was counted, and there was at least one.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((pathname) => pathname.endsWith('.js')),
    );
    const counted = scripts.map((script) => script.url);
    expect(counted.length).toBeGreaterThan(0);
    expect(fetched.filter((pathname) => !counted.includes(pathname))).toEqual([]);
    for (const script of scripts) expect(script.bytes, script.url).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES);
  });
});
