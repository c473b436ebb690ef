import { describe, expect, it } from 'vitest';
import { chooseMethodAndAgree, PHONE } from './support/giving';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  siteOfThisFile,
} from './support/site';

/**
 * Issue 31, items 1–2, in Chromium on a phone: a visitor gives from the home page's fund box
 * through the sandbox's payment window (테스트 결제: the server has no provider key) and lands on
 * the thank-you page, every screen fitting 360 px.
 */

const site = siteOfThisFile();

describe('기부하기 on a phone', () => {
  it('gives 3만원 by card through the sandbox window and says thank you', async () => {
    const page = await site().newPage(PHONE);
    await page.goto('/');
    await page.getByRole('main').getByRole('link', { name: '기부하기', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: '기부하기' }).waitFor();
    await page.getByRole('note', { name: '테스트 결제' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    await page.getByLabel(/^이름/u).fill('한가람');
    await page.getByLabel(/^휴대전화/u).fill('010-2345-6789');
    await page.getByLabel(/^이메일/u).fill('garam@example.com');
    await page.getByRole('button', { name: '3만원' }).click();
    await expect(page.getByLabel(/^기부 금액/u).inputValue()).resolves.toBe('30,000');
    await chooseMethodAndAgree(page);
    await screenshot(page, 'donate-form-360');
    await page.getByRole('button', { name: '기부하기', exact: true }).click();

    // The sandbox's window: the site's own page, reached without leaving the app.
    const window = page.getByRole('form', { name: '테스트 결제 결제창' });
    await window.waitFor();
    expect(page.url()).toMatch(/\/contribution\/donate\/sandbox\?orderId=gift-/u);
    await page.getByRole('note', { name: '테스트 결제' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await window.getByRole('button', { name: '결제하기' }).click();

    await page.getByRole('heading', { name: '기부해 주셔서 고맙습니다' }).waitFor();
    expect(page.url()).toMatch(/\/contribution\/donate\/done\?paymentKey=.+&amount=30000$/u);
    await page.getByText('결제 완료').waitFor();
    await page.getByRole('note', { name: '테스트 결제' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'donate-thank-you-360');

    // A reload confirms again, harmlessly: the same thank-you page.
    await page.reload();
    await page.getByRole('heading', { name: '기부해 주셔서 고맙습니다' }).waitFor();
  });
});
