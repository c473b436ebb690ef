import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseMethodAndAgree, PHONE, yearTotal } from './support/giving';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  siteOfThisFile,
} from './support/site';

/**
 * Issue 31's check in Chromium against the server with its sandbox (no provider key), at 360 px:
 * a visitor gives 30,000원 by card, by 계좌이체 and to the association's own account; the two
 * paid gifts count once each in the public figures and the office's list; every screen passes
 * axe and fits the phone.
 */

const site = siteOfThisFile();

/** Fills 기부하기 as a visitor giving 3만원 by `method` (its radio's label). */
async function fillGift(page: Page, method: RegExp, name: string): Promise<void> {
  await page.goto('/contribution/donate');
  await page.getByRole('heading', { level: 1, name: '기부하기' }).waitFor();
  await page.getByLabel(/^이름/u).fill(name);
  await page.getByLabel(/^휴대전화/u).fill('010-2345-6789');
  await page.getByLabel(/^이메일/u).fill('visitor@example.com');
  await page.getByRole('button', { name: '3만원' }).click();
  await chooseMethodAndAgree(page, method);
  await page.getByRole('button', { name: '기부하기', exact: true }).click();
}

describe('issue 31: giving online, in Chromium at 360 px', () => {
  it('a visitor gives 30,000원 by card and by 계좌이체; each counts once, in the public figures and the office’s list', async () => {
    const page = await site().newPage(PHONE);
    await page.goto('/');
    const before = await yearTotal(page);

    for (const [method, name] of [
      [/^신용·체크카드/u, '한가람'],
      [/^계좌이체/u, '두나래'],
    ] as const) {
      await fillGift(page, method, name);
      const window = page.getByRole('form', { name: '테스트 결제 결제창' });
      await window.waitFor();
      await expectNoSeriousAxeViolations(page);
      await window.getByRole('button', { name: '결제하기' }).click();
      await page.getByRole('heading', { name: '기부해 주셔서 고맙습니다' }).waitFor();
      await page.getByText('결제 완료').waitFor();
      await expectNoSidewaysScroll(page);
      await expectNoSeriousAxeViolations(page);
      // The donor reloads the thank-you page: confirmed again, recorded once.
      await page.reload();
      await page.getByRole('heading', { name: '기부해 주셔서 고맙습니다' }).waitFor();
    }
    await screenshot(page, 'giving-transfer-thank-you-360');
    expect((await yearTotal(page)) - before).toBe(60_000);

    const office = await site().officePage(PHONE);
    await office.goto('/admin/donations');
    const table = office.getByRole('table', { name: '기부 내역' });
    for (const name of ['한가람', '두나래']) {
      await table
        .getByRole('row', { name: new RegExp(`${name}.*3만원`, 'u') })
        .first()
        .waitFor();
      expect(await table.getByRole('row', { name: new RegExp(name, 'u') }).count()).toBe(1);
    }
    await expectNoSeriousAxeViolations(office);
  });

  it('the association’s own account: the account and the reference to write, nothing counted yet', async () => {
    const page = await site().newPage(PHONE);
    await page.goto('/');
    const before = await yearTotal(page);
    await fillGift(page, /^총동문회 계좌로 직접 입금/u, '세나루');
    await page.getByRole('heading', { name: '입금하실 계좌' }).waitFor();
    await page.getByText('123-456-789012').waitFor();
    await page.getByText('입금자 표시(참조 번호)').waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'giving-own-account-360');
    expect(await yearTotal(page)).toBe(before);
  });
});
