import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSite, type Site, expectNoSeriousAxeViolations } from './support/site';

/**
 * Issue 13's notices in Chromium against the real server (SQLite): an administrator writes a
 * notice in the console's editor, Korean typed through the IME's composition events as a
 * Korean keyboard sends them, attaches a file and publishes; the notice is then on the home
 * page, in the list (searched) and on its own page, and its attachment downloads under its
 * Korean name. axe on each page; at 360 px nothing scrolls sideways.
 */

let site: Site;
const TITLE = '2026년 정기총회 개최 안내';

beforeAll(async () => {
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

/**
 * Types Korean as an IME does: each syllable composed jamo by jamo (compositionstart, updates),
 * then committed (compositionend and the text).
 */
async function composeKorean(page: Page, steps: readonly (readonly string[])[]) {
  const cdp = await page.context().newCDPSession(page);
  for (const syllable of steps) {
    for (const partial of syllable) {
      await cdp.send('Input.imeSetComposition', {
        text: partial,
        selectionStart: partial.length,
        selectionEnd: partial.length,
      });
    }
    await cdp.send('Input.insertText', { text: syllable.at(-1) ?? '' });
  }
  await cdp.detach();
}

describe('issue 13: notices in Chromium', () => {
  it('an administrator writes a notice with Korean composed by the IME, attaches a file and publishes it', async () => {
    const page = await site.officePage();
    await page.goto('/admin/notices/edit');
    await page.getByRole('heading', { level: 1, name: '새 공지사항' }).waitFor();
    await page.getByLabel(/^제목/u).fill(TITLE);
    const body = page.getByRole('textbox', { name: /본문/u });
    await body.click();
    // 한글 총회: ㅎ→하→한, ㄱ→그→글, a space, ㅊ→초→총, ㅎ→회.
    await composeKorean(page, [
      ['ㅎ', '하', '한'],
      ['ㄱ', '그', '글'],
    ]);
    await page.keyboard.type(' ');
    await composeKorean(page, [
      ['ㅊ', '초', '총'],
      ['ㅎ', '회'],
    ]);
    await expect.poll(() => body.innerText()).toBe('한글 총회');
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel('파일 추가').setInputFiles({
      name: '총회 안건.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% 총회 안건\n%%EOF\n'),
    });
    await page.getByRole('list', { name: '첨부한 파일' }).getByText('총회 안건.pdf').waitFor();
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/notices/edit' && url.searchParams.has('id'),
    );

    const { items } = await site.server.runtime.services.publicNotices.listNotices({});
    expect(items.map((item) => item.title)).toEqual([TITLE]);
  });

  it('shows the notice on the home page, in the searched list and on its page; the attachment downloads under its Korean name', async () => {
    const page = await site.newPage();
    await page.goto('/');
    const home = page.getByRole('region', { name: '공지사항' });
    await home.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByText('한글 총회').waitFor();
    await expectNoSeriousAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '총회 안건.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('총회 안건.pdf');

    await page.getByRole('link', { name: '목록', exact: true }).click();
    await page.getByLabel('제목·내용 검색').fill('한글');
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('query') === '한글');
    await page
      .getByRole('list', { name: '공지사항 목록' })
      .getByRole('link', { name: TITLE })
      .waitFor();
    await expectNoSeriousAxeViolations(page);
  });

  it('previews the notice without script: its title in og:title; an unknown path is a 404 page', async () => {
    const { items } = await site.server.runtime.services.publicNotices.listNotices({});
    const noticeId = items[0]?.noticeId ?? '';
    // As KakaoTalk's scraper asks: the HTML alone, no script run.
    const response = await site.server.fetch(`/association/notice?id=${noticeId}`, {
      headers: { accept: 'text/html', 'user-agent': 'facebookexternalhit/1.1;kakaotalk-scrap/1.0' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<meta property="og:title" content="${TITLE} | `);
    expect(html).toContain('<meta name="description" content="한글 총회" />');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/association\/notice\?id=/u);
    const missing = await site.server.fetch('/association/nothing-here', {
      headers: { accept: 'text/html' },
    });
    expect(missing.status).toBe(404);
    const page = await site.newPage();
    await page.goto('/association/nothing-here');
    await page.getByRole('heading', { level: 1, name: '페이지를 찾을 수 없습니다' }).waitFor();
  });

  it('fits 360 px without sideways scrolling: the list and a notice', async () => {
    const page = await site.newPage({ width: 360, height: 740 });
    for (const path of ['/association/notice', '/association/notice?query=%EC%B4%9D%ED%9A%8C']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('list', { name: '공지사항 목록' }).waitFor();
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
        ),
      ).toBe(true);
    }
    await page.getByRole('list', { name: '공지사항 목록' }).getByRole('link').first().click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      ),
    ).toBe(true);
  });
});
