import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  openSite,
  screenshot,
  type Site,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/site';

/**
 * Issue 13's 자료실 and 오시는 길 in Chromium against the real server: an administrator adds a
 * document with its file in the console; a visitor finds it, downloads it under its Korean name
 * and the count goes up; 오시는 길 shows its static map (no map key here). axe on each page; at
 * 360 px nothing scrolls sideways.
 */

let site: Site;
const PDF = Buffer.from('%PDF-1.4\n총동문회 회칙\n%%EOF\n');

beforeAll(async () => {
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

describe('issue 13: 자료실 and 오시는 길 in Chromium', () => {
  it('an administrator adds a document; a visitor downloads it under its Korean name, counted', async () => {
    const office = await site.officePage();
    await office.goto('/admin/library');
    await office.getByRole('button', { name: '새 자료' }).click();
    await office.getByLabel('분류').selectOption({ label: '회칙·규정' });
    await office.getByLabel(/^제목/u).fill('총동문회 회칙');
    await office.getByLabel('설명').fill('2026년 정기총회에서 고친 회칙입니다.');
    await office.getByLabel('파일 올리기').setInputFiles({
      name: '총동문회 회칙.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await office.getByText(/지금 파일: 총동문회 회칙\.pdf/u).waitFor();
    await expectNoSeriousAxeViolations(office);
    await office.getByRole('button', { name: '저장' }).click();
    await office.getByRole('heading', { name: '총동문회 회칙' }).waitFor();

    const visitor = await site.newPage({ width: 360, height: 780 });
    await visitor.goto('/association/library');
    const list = visitor.getByRole('list', { name: '자료 목록' });
    await list.getByText('내려받기 0회').waitFor();
    await expectNoSeriousAxeViolations(visitor);
    await expectNoSidewaysScroll(visitor);
    const download = visitor.waitForEvent('download');
    await list.getByRole('button', { name: '내려받기: 총동문회 회칙.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('총동문회 회칙.pdf');
    await screenshot(visitor, 'library-360');
    await visitor.reload();
    await visitor.getByRole('list', { name: '자료 목록' }).getByText('내려받기 1회').waitFor();
  });

  it('오시는 길 shows its static map, the way there in words and links to the map apps', async () => {
    const visitor = await site.newPage({ width: 360, height: 780 });
    await visitor.goto('/association/map');
    const map = visitor.getByRole('img', { name: /사무국 주변 약도/u });
    await map.waitFor();
    await expect
      .poll(() => map.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(640);
    await visitor.getByRole('link', { name: /네이버 지도에서 보기/u }).waitFor();
    await expectNoSeriousAxeViolations(visitor);
    await expectNoSidewaysScroll(visitor);
    await screenshot(visitor, 'directions-360');
  });
});
