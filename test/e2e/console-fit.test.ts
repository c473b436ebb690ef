import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectSuccess } from '../server/support/auth-helpers';
import { as, signedInMember } from '../server/support/members';
import { aDonation, donorDraftFor } from '../support/donations';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  OFFICE_ADMINISTRATOR,
  openSite,
  screenshot,
  type Site,
} from './support/site';

/**
 * Issue 29 item 11 in Chromium: the console fits a phone (360 px: the page first, the menu
 * folded behind its button, tables scrolling in their own box) and a laptop (1280 px: the
 * receipts' register inside the page, its box scrolling with a hint when it is wider).
 */

let site: Site;
const YEAR = new Date().getFullYear();
const RESIDENT_NUMBER = '900101-1234568';

beforeAll(async () => {
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

/** A member's own receipt of a gift, so that the register (last year's, by default) has a row. */
async function oneIssuedReceipt(): Promise<void> {
  const account = await site.server.runtime.ports.store.accounts.find(OFFICE_ADMINISTRATOR.userId);
  if (!account) throw new Error('no administrator');
  const { accessToken } = await site.server.runtime.services.sessions.issue(account, {
    secondFactor: true,
  });
  const office = { token: accessToken, userId: OFFICE_ADMINISTRATOR.userId };
  const member = await signedInMember(site.server, { name: '김하늘' });
  const { donorId } = expectSuccess(
    await site.server.call<{ donorId: string }>('createDonor', {
      ...office,
      body: donorDraftFor(member),
    }),
  );
  const { donationId } = expectSuccess(
    await site.server.call<{ donationId: string }>('recordDonation', {
      ...office,
      body: { donorId, donation: aDonation({ donatedOn: `${YEAR - 1}-04-05`, amount: 1_234_567 }) },
    }),
  );
  expectSuccess(
    await site.server.call('sendReceiptMail', {
      ...as(member),
      body: {
        donationId,
        email: member.email,
        residentNumber: RESIDENT_NUMBER,
        residentNumberConsent: true,
      },
    }),
  );
}

/** How far the page and a table's box are wider than they show. */
async function widths(page: Page, box: string) {
  return page.evaluate((name) => {
    const region = document.querySelector<HTMLElement>(`[role="region"][aria-label="${name}"]`);
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      table: region?.scrollWidth ?? 0,
      box: region?.clientWidth ?? 0,
    };
  }, box);
}

describe('issue 29 item 11: the console at 360 and 1280 px', () => {
  it('puts the page first on a phone, the menu folded behind a button, nothing wider than the window', async () => {
    const page = await site.officePage({ width: 360, height: 780 });
    await oneIssuedReceipt();
    for (const [path, title] of [
      ['/admin', '관리자 홈'],
      ['/admin/statistics', '메뉴 접속 통계'],
      ['/admin/audit', '감사 기록'],
      ['/admin/history', '연혁·역대 회장 관리'],
      ['/admin/donations/receipts', '기부금영수증 발급 대장'],
    ] as const) {
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1, name: title });
      await heading.waitFor();
      // The page's heading within the first screen; the menu's links hidden until asked for.
      expect((await heading.boundingBox())?.y ?? 999, path).toBeLessThan(400);
      const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
      expect(await menu.getByRole('link', { name: '감사 기록' }).isVisible(), path).toBe(false);
      await expectNoSidewaysScroll(page);
    }
    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
    await menu.getByRole('button', { name: '메뉴 열기' }).click();
    await menu.getByRole('heading', { name: '기부' }).waitFor();
    expect(await menu.getByRole('link', { name: '감사 기록' }).isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    // The register's table scrolls inside its box, with the hint above it.
    await page.getByRole('row', { name: /김하늘/u }).waitFor();
    const phone = await widths(page, '발급 대장 표');
    expect(phone.table).toBeGreaterThan(phone.box);
    await page.getByText('표가 화면보다 넓습니다.', { exact: false }).waitFor();
    await screenshot(page, 'console-360');
    console.info('console at 360 px:', phone);
  });

  it('keeps the receipts’ register inside the page at 1280 px', async () => {
    const page = await site.officePage({ width: 1280, height: 900 });
    await page.goto('/admin/donations/receipts');
    await page.getByRole('row', { name: /김하늘/u }).waitFor();
    const laptop = await widths(page, '발급 대장 표');
    expect(laptop.page).toBeLessThanOrEqual(laptop.window);
    // The menu beside the page, its button hidden.
    const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
    expect(await menu.getByRole('link', { name: '감사 기록' }).isVisible()).toBe(true);
    expect(await menu.getByRole('button', { name: '메뉴 열기' }).isVisible()).toBe(false);
    // Wider than its box or not, the hint says so exactly when it is.
    const hint = page.getByText('표가 화면보다 넓습니다.', { exact: false });
    expect(await hint.isVisible()).toBe(laptop.table > laptop.box);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'console-1280');
    console.info('register at 1280 px:', laptop);
  });
});
