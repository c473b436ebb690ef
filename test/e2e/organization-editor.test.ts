import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATION } from '../../src/domain/content/demo-organization';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  openSite,
  screenshot,
  type Site,
} from './support/site';

/**
 * Issue 29 in Chromium: the 조직도 editor with the demo's 33 positions is a compact list (one line
 * each at 1280 px, stacked without sideways scrolling at 360 px), and the browser's back with
 * unsaved edits asks first and, told to stay, keeps the edits and the editor's address.
 */

let site: Site;

beforeAll(async () => {
  site = await openSite();
  // The demo's chart, as `npm start` seeds it.
  const { store } = site.server.runtime.ports;
  await store.transactions.run(() => store.organization.replacePositions(DEMO_ORGANIZATION));
});

afterAll(async () => {
  await site?.close();
});

async function openEditor(page: Page): Promise<void> {
  await page.goto('/admin/organization');
  await page.getByRole('group', { name: /^33번째 직책/u }).waitFor();
}

/** The editor's rows from its heading to its save button, and the whole page, in CSS pixels. */
async function heights(page: Page) {
  return page.evaluate(() => {
    const top = document.getElementById('organization-editor')?.getBoundingClientRect().top ?? 0;
    const actions = document.querySelector('.org-editor__actions')?.getBoundingClientRect();
    return {
      editor: Math.round((actions?.bottom ?? 0) - top),
      page: document.documentElement.scrollHeight,
    };
  });
}

describe('issue 29: the 조직도 editor', () => {
  it('shows the demo chart one line per position at 1280 px and stacked at 360 px', async () => {
    const laptop = await site.officePage({ width: 1280, height: 900 });
    await openEditor(laptop);
    const wide = await heights(laptop);
    const first = await laptop
      .getByRole('textbox', { name: '1번째 직책 직함', exact: true })
      .boundingBox();
    const remove = await laptop
      .getByRole('button', { name: '삭제: 1번째 직책', exact: true })
      .boundingBox();
    // The row's last button on the line of its first field.
    expect(Math.abs((remove?.y ?? 0) - (first?.y ?? 999))).toBeLessThan(20);
    expect(wide.editor).toBeLessThan(2_500);
    await expectNoSeriousAxeViolations(laptop);
    await screenshot(laptop, 'organization-editor-1280');

    const phone = await site.officePage({ width: 360, height: 780 });
    await openEditor(phone);
    await expectNoSidewaysScroll(phone);
    await expectNoSeriousAxeViolations(phone);
    await screenshot(phone, 'organization-editor-360');
    console.info('조직도 editor heights:', { 1280: wide, 360: await heights(phone) });
  });

  it('asks before the browser’s back drops unsaved edits, and stays with them when told no', async () => {
    const page = await site.officePage({ width: 1280, height: 900 });
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: '관리자 메뉴' })
      .getByRole('link', { name: '조직도 관리' })
      .click();
    await page.getByRole('group', { name: /^33번째 직책/u }).waitFor();
    const field = page.getByRole('textbox', { name: '2번째 직책 성명', exact: true });
    await field.fill('감사실');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.evaluate(() => window.history.back());
    await expect.poll(() => asked.length).toBe(1);
    expect(asked[0]).toContain('저장하지 않은 내용이 있습니다.');
    expect(new URL(page.url()).pathname).toBe('/admin/organization');
    expect(await field.inputValue()).toBe('감사실');

    page.once('dialog', (dialog) => void dialog.accept());
    await page.evaluate(() => window.history.back());
    await page.getByRole('heading', { level: 1, name: '관리자 홈' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
  });
});
