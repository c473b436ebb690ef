import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXIF_MARKER, cameraJpeg } from '../server/support/photos';
import {
  openSite,
  screenshot,
  type Site,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
} from './support/site';

/**
 * Issue 13's galleries in Chromium against the real server: an administrator uploads camera
 * photos into an album (each with its progress bar), gives each its alternative text, reorders
 * them from the keyboard and publishes; a visitor then sees the album in 장학 갤러리, opens a
 * photo in the viewer, moves with the arrow keys and closes it with Escape. The photo files
 * served carry no EXIF (no GPS). axe on each page; at 360 px nothing scrolls sideways.
 */

let site: Site;
const TITLE = '2026학년도 장학금 수여식';
const ALTS = ['장학증서를 받는 학생', '기념 촬영하는 장학생들', '축하 인사를 하는 회장'];

beforeAll(async () => {
  site = await openSite();
});

afterAll(async () => {
  await site?.close();
});

describe('issue 13: albums in Chromium', () => {
  it('an administrator uploads photos with progress, writes their alternative text, reorders and publishes', async () => {
    const page = await site.officePage();
    await page.goto('/admin/albums/edit?kind=contribution');
    await page.getByRole('heading', { level: 1, name: '새 앨범' }).waitFor();
    await page.getByLabel(/^제목/u).fill(TITLE);
    await page.getByLabel('찍은 날').fill('2026-03-02');
    const photos = await Promise.all([cameraJpeg(), cameraJpeg(2400, 1600), cameraJpeg()]);
    await page.getByLabel('사진 추가').setInputFiles(
      photos.map((buffer, index) => ({
        name: `수여식-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer,
      })),
    );
    // Each photo has its own progress bar while it is sent and processed.
    await page.getByRole('progressbar', { name: /수여식-1\.jpg 올리는 중/u }).waitFor();
    const list = page.getByRole('list', { name: '앨범 사진(순서대로)' });
    await expect.poll(() => list.getByRole('listitem').count(), { timeout: 60_000 }).toBe(3);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);

    for (const [index, alt] of ALTS.entries()) {
      await page.getByLabel(new RegExp(`^${index + 1}번째 사진 대체 텍스트`, 'u')).fill(alt);
    }
    // From the keyboard: the third photo one place forward.
    await page.getByRole('button', { name: '앞으로: 3번째 사진' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('3번째 사진을 2번째로 옮겼습니다.').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: '게시', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/albums/edit' && url.searchParams.has('id'),
    );

    const { items } = await site.server.runtime.services.albums.listAlbums({
      kind: 'contribution',
    });
    expect(items.map((item) => [item.title, item.photoCount])).toEqual([[TITLE, 3]]);
  });

  it('a visitor sees the album, opens a photo and moves through the viewer by keyboard; the files carry no EXIF', async () => {
    const page = await site.newPage();
    await page.goto('/contribution/gallery');
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expectNoSeriousAxeViolations(page);

    const first = page.getByRole('button', { name: `크게 보기: ${ALTS[0]}` });
    await first.click();
    const viewer = page.getByRole('dialog', { name: `${TITLE} 사진 보기` });
    await viewer.getByRole('img', { name: ALTS[0] }).waitFor();
    await page.keyboard.press('ArrowRight');
    await viewer.getByRole('img', { name: ALTS[2] }).waitFor();
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'album-viewer');
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `크게 보기: ${ALTS[2]}`,
    );

    const source = await page
      .getByRole('button', { name: `크게 보기: ${ALTS[1]}` })
      .locator('img')
      .evaluate((image: HTMLImageElement) => image.currentSrc);
    const response = await page.request.get(source);
    expect(response.headers()['cache-control']).toContain('immutable');
    const bytes = Buffer.from(await response.body());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(EXIF_MARKER)).toBe(false);
  });

  it('fits 360 px without sideways scrolling: the gallery, the album and the editor', async () => {
    const page = await site.newPage({ width: 360, height: 740 });
    await page.goto('/contribution/gallery');
    await page.getByRole('link', { name: TITLE }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expectNoSidewaysScroll(page);
    const office = await site.officePage({ width: 360, height: 740 });
    await office.goto('/admin/albums?kind=contribution');
    await office.getByRole('link', { name: TITLE }).click();
    await office.getByRole('list', { name: '앨범 사진(순서대로)' }).waitFor();
    await expectNoSidewaysScroll(office);
  });
});
