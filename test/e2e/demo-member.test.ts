import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TIME, openSite, type Site } from './support/site';

let site: Site;

beforeAll(async () => {
  site = await openSite({ demo: true });
});

afterAll(async () => {
  await site?.close();
});

describe('a demo member of `npm start` in Chromium', () => {
  it('signs in with the printed password, visits pages, and the access log holds the visits', async () => {
    // What `npm start` seeds on an empty database, with the password it prints.
    const demo = await site.demoMember();

    const page = await site.newPage();
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: '로그인' }).click();
    await page.getByLabel('아이디', { exact: true }).fill(demo.userId);
    await page.getByLabel('비밀번호', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('banner').getByRole('button', { name: '로그아웃' }).waitFor();

    await page.getByRole('banner').getByRole('link', { name: '내 정보' }).click();
    await page.getByRole('heading', { level: 1, name: '내 정보' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: '개인정보처리방침' }).click();
    await page.getByRole('heading', { level: 1, name: '개인정보처리방침' }).waitFor();

    await expect
      .poll(async () =>
        (await site.accessLog())
          .filter((row) => row.userId === demo.userId)
          .map((row) => row.menuPath),
      )
      .toEqual(['/', '/me', '/privacy']);
    const before = (await site.accessLog()).filter((row) => row.userId === null);
    expect(before.map((row) => row.menuPath)).toEqual(['/', '/auth/signin']);
    for (const row of await site.accessLog()) expect(row.accessDt).toMatch(ACCESS_TIME);
  });
});
