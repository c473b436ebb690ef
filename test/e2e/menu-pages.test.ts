import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import { openSite, seriousAxeViolations, type Site } from './support/site';

/**
 * Issue 13: every page of the menu, on the demo content `npm start` seeds, in Chromium at 360 px
 * as a signed-in member (동문 찾기 is members only): its title as the page's heading, content of
 * its own rather than "준비 중", no serious axe finding, nothing scrolling sideways. The three
 * donation pages are the donations issue's: they alone still say so.
 */

const routes = buildRouteTable();
/** Built by the donations issue (issue 14). */

let site: Site;
let member: Page;

beforeAll(async () => {
  site = await openSite({ demo: true });
  member = await site.signedInPage((await site.demoMember()).userId, { width: 360, height: 780 });
});

afterAll(async () => {
  await site?.close();
});

describe('every menu page in Chromium (issue 13)', () => {
  it('shows its own content, accessible, within 360 px', async () => {
    const pages = routes.menu.flatMap((section) => section.routes);
    expect(pages.length).toBeGreaterThanOrEqual(19);
    const pending: string[] = [];
    for (const route of pages) {
      await member.goto(route.path);
      const main = member.getByRole('main');
      await main.getByRole('heading', { level: 1, name: route.title }).waitFor();
      // What the page loads from the server is there (no status line still saying so).
      await expect
        .poll(() => main.getByText(/불러오는 중입니다/u).count(), { timeout: 15_000 })
        .toBe(0);
      const text = await main.innerText();
      if (text.includes('준비 중입니다')) pending.push(route.id);
      const violations = await seriousAxeViolations(member);
      expect(
        violations.map(({ id, nodes }) => `${route.path}: ${id} ${nodes[0]?.target.join(' ')}`),
      ).toEqual([]);
      expect(
        await member.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
        route.path,
      ).toBe(true);
    }
    expect(pending).toEqual([]);
  });
});
