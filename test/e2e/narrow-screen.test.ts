import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations, openSite, screenshot, type Site } from './support/site';

/**
 * Issue 29 item 13 in Chromium at 360 px: the header stays one line while the web font is not
 * there (a first visit paints the fallback font: font-display optional), and the 기금별 table
 * wider than the screen says it scrolls.
 */

let site: Site;

beforeAll(async () => {
  site = await openSite({ demo: true });
});

afterAll(async () => {
  await site?.close();
});

const PHONE = { width: 360, height: 740 };

/** The header's bar as laid out: its height, the name's lines, the button's row. */
async function headerLayout(page: Page) {
  return page.evaluate(() => {
    const box = (selector: string) => {
      const element = document.querySelector(selector);
      if (!element) throw new Error(`no ${selector}`);
      return element.getBoundingClientRect();
    };
    const name = document.querySelector<HTMLElement>('.site-logo__name');
    if (!name) throw new Error('no name');
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    const logo = box('.site-logo');
    const toggle = box('.menu-drawer__toggle');
    return {
      barHeight: box('.site-header__bar').height,
      nameLines: Math.round(name.getBoundingClientRect().height / lineHeight),
      nameCut: name.scrollWidth > name.clientWidth,
      sameRow: Math.abs(logo.top + logo.height / 2 - (toggle.top + toggle.height / 2)) < 4,
      toggleInside: toggle.right <= window.innerWidth,
    };
  });
}

describe('issue 29 item 13: a phone’s first visit', () => {
  it('keeps the header on one line in the fallback font, as in Pretendard', async () => {
    const withoutFont = await site.newPage(PHONE);
    let fontsRefused = 0;
    await withoutFont.route(/\.woff2?(\?.*)?$/u, async (route) => {
      fontsRefused += 1;
      await route.abort();
    });
    await withoutFont.goto('/');
    await withoutFont.getByRole('button', { name: '전체 메뉴' }).waitFor();
    const fallback = await headerLayout(withoutFont);
    expect(fontsRefused).toBeGreaterThan(0);
    expect(fallback).toMatchObject({ nameLines: 1, nameCut: false, sameRow: true });
    expect(fallback.toggleInside).toBe(true);
    await screenshot(withoutFont, 'header-360-fallback-font');

    const withFont = await site.newPage(PHONE);
    await withFont.goto('/');
    await withFont.getByRole('button', { name: '전체 메뉴' }).waitFor();
    await withFont.evaluate(() => document.fonts.ready);
    const pretendard = await headerLayout(withFont);
    expect(pretendard).toMatchObject({ nameLines: 1, nameCut: false, sameRow: true });
    // Whichever font paints it, the bar is as tall: nothing below it moves.
    expect(Math.abs(pretendard.barHeight - fallback.barHeight)).toBeLessThan(1);
  });

  it('says the 기금별 table scrolls sideways, and lets the keyboard scroll it', async () => {
    const page = await site.newPage(PHONE);
    await page.goto('/contribution/statistics');
    const frame = page.getByRole('region', { name: '기금별 모금액 표' });
    await frame.waitFor();
    const wider = await frame.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(wider).toBe(true);
    const hint = page.getByText('표가 화면보다 넓습니다. 옆으로 밀어 나머지 열을 보세요.').first();
    await expect(hint.isVisible()).resolves.toBe(true);
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'donation-statistics-by-fund-360');
  });
});
