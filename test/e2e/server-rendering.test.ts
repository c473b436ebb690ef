import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import { openSite, type Site } from './support/site';

/**
 * Issue 13, item 7: the public pages arrive with their content, rendered by the server from the
 * SPA's own components, so that they read without JavaScript; in the browser the app hydrates
 * that HTML (no mismatch, no second request for what the page already holds) and works on.
 */

const routes = buildRouteTable();
let site: Site;
let memberId: string;
let noticeId: string;
let noticeTitle: string;

beforeAll(async () => {
  site = await openSite({ demo: true });
  memberId = (await site.demoMember()).userId;
  const newest = (
    await site.server.runtime.services.publicNotices.listNotices({ page: 1, size: 10 })
  ).items[0];
  if (!newest) throw new Error('no demo notice');
  noticeId = newest.noticeId;
  noticeTitle = newest.title;
});

afterAll(async () => {
  await site?.close();
});

/** A page that records the API reads and the console's errors from its first request on. */
function watched(page: Page) {
  const reads: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/public/'))
      reads.push(`${url.pathname}${url.search}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { reads, errors };
}

describe('public pages rendered by the server (issue 13, item 7)', () => {
  it('read without JavaScript: the home page, the notice list, a notice, 연혁 and 동문 기업', async () => {
    const page = await site.newPage(undefined, { script: false });
    await page.goto('/');
    const home = page.getByRole('main');
    expect(await home.innerText()).toContain(noticeTitle);

    const list = routes.byId('notice').path;
    await page.goto(`${list}?page=2`);
    expect(await page.locator('main').innerText()).toMatch(/전체 \d+건/u);
    expect(await page.locator('main .pagination [aria-current="page"]').innerText()).toContain('2');

    await page.goto(`${list}?id=${noticeId}`);
    expect(await page.locator('main h1').innerText()).toContain(noticeTitle);
    expect(await page.locator('main').innerText()).not.toContain('불러오는 중');

    for (const id of ['schoolHistory', 'alumniCompanies'] as const) {
      await page.goto(routes.byId(id).path);
      const text = await page.locator('main').innerText();
      expect(text, id).not.toContain('불러오는 중');
      expect(text.length, id).toBeGreaterThan(200);
    }
  });

  it('hydrates in the browser: no mismatch, no second read of what came with the page', async () => {
    const page = await site.newPage();
    const { reads, errors } = watched(page);
    const list = routes.byId('notice').path;
    for (const target of ['/', list, `${list}?id=${noticeId}`, routes.byId('schoolHistory').path]) {
      reads.length = 0;
      await page.goto(target);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(
        reads.filter((read) => !read.startsWith('/api/atchFile/')),
        target,
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
    // The hydrated list works: a search reads the API and shows what it found.
    await page.goto(list);
    await page.getByRole('searchbox').fill(noticeTitle);
    await page.getByRole('button', { name: '검색' }).click();
    await expect.poll(() => reads.some((read) => read.includes('query='))).toBe(true);
    await page.getByRole('link', { name: noticeTitle }).first().waitFor();
    expect(new URL(page.url()).searchParams.get('query')).toBe(noticeTitle);
  });

  it("a signed-in member's page shows their own header over the visitor's rendering", async () => {
    const page = await site.signedInPage(memberId);
    const { errors } = watched(page);
    await page.goto(routes.byId('notice').path);
    await page.getByRole('button', { name: '로그아웃' }).waitFor();
    // A member's page is rendered anew over the HTML (no hydration): its list loads again.
    await page.locator('main').getByText(noticeTitle).first().waitFor();
    expect(await page.locator('main').innerText()).toContain(noticeTitle);
    expect(errors).toEqual([]);
  });
});
