import { describe, expect, it } from 'vitest';
import { chooseMethodAndAgree, koreanYear, PHONE } from './support/giving';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  siteOfThisFile,
} from './support/site';

/**
 * Issue 31's dues in Chromium against the server with its sandbox (테스트 결제), at 360 px: the
 * office sets this year's 연회비 in 회비 관리, a member pays it from 회비 (/me/dues) through the
 * sandbox's payment window, sees 납부 and opens the 납부 확인서; the office's register lists them;
 * no 기부금영수증 is offered for dues anywhere on the way.
 */

const site = siteOfThisFile();

describe('issue 31: membership dues, in Chromium at 360 px', () => {
  it('the office sets 연회비, a member pays it by card, the 납부 확인서 opens and the register lists them', async () => {
    const year = koreanYear(site().server.clock.now());
    const office = await site().officePage(PHONE);
    await office.goto('/admin/dues');
    const amountForm = office.getByRole('form', { name: '회비 금액 정하기' });
    await amountForm.waitFor();
    await expect(amountForm.getByLabel(/^연도/u).inputValue()).resolves.toBe(String(year));
    await amountForm.getByLabel(/^금액\(원\)/u).fill('50,000');
    await amountForm.getByRole('button', { name: '금액 저장' }).click();
    await office.getByText(`${year}년 연회비 금액을 저장했습니다.`).waitFor();
    await office.getByRole('list', { name: '정한 회비' }).getByText(/5만원/u).waitFor();

    const member = await site().approvedMember();
    const page = await site().signedInPage(member.userId, PHONE);
    await page.goto('/me/dues');
    await page.getByRole('heading', { level: 2, name: `${year}년 회비` }).waitFor();
    await page.getByText(`${year}년 회비 미납`).waitFor();
    await page
      .getByRole('list', { name: '낼 수 있는 회비' })
      .getByText(`${year}년 연회비: 5만원`)
      .waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('link', { name: '회비 내기' }).click();

    // The checkout, dues chosen: the member's details, and no 기부금영수증 to ask for.
    await page.getByRole('heading', { level: 1, name: '기부하기' }).waitFor();
    await expect(page.getByRole('radio', { name: /^회비 납부/u }).isChecked()).resolves.toBe(true);
    await page.getByRole('radio', { name: new RegExp(`^${year}년 연회비 5만원`, 'u') }).check();
    await page
      .getByText('회비는 기부금이 아니어서 기부금영수증 대신 납부 확인서를 드립니다.')
      .waitFor();
    expect(await page.getByLabel('기부금영수증을 받겠습니다.').count()).toBe(0);
    await chooseMethodAndAgree(page);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: '회비 내기', exact: true }).click();

    const window = page.getByRole('form', { name: '테스트 결제 결제창' });
    await window.waitFor();
    await expectNoSeriousAxeViolations(page);
    await window.getByRole('button', { name: '결제하기' }).click();
    await page.getByRole('heading', { name: '회비를 내 주셔서 고맙습니다' }).waitFor();
    await page.getByText(/납부 확인서를 메일\(.+\)로 보내 드립니다\./u).waitFor();
    expect(await page.getByText(/기부금영수증/u).count()).toBe(0);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    // 회비: 납부, and the payment's 납부 확인서, where the thank-you page points.
    await page.getByRole('link', { name: '내 회비' }).click();
    await page.waitForURL('**/me/dues');
    await page.getByText(`${year}년 연회비 납부`, { exact: true }).waitFor();
    expect(await page.getByRole('list', { name: '낼 수 있는 회비' }).count()).toBe(0);
    const payments = page.getByRole('table', { name: '회비 납부 내역' });
    expect(await payments.getByRole('row').count()).toBe(2);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'dues-paid-360');
    await payments.getByRole('link', { name: `보기·인쇄 (납부 확인서: ${year}년 연회비)` }).click();
    await page.getByRole('heading', { level: 1, name: '회비 납부 확인서' }).waitFor();
    await page.getByText(member.name, { exact: true }).waitFor();
    await page.getByRole('definition').filter({ hasText: '5만원' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);

    // Dues are no gift: 기부 내역 has nothing.
    await page.goto('/me/donations');
    await page.getByText('조건에 맞는 기부 내역이 없습니다.').waitFor();

    // 회비 관리: the member among the year's payers, once.
    await office.goto('/admin/dues');
    const register = office.getByRole('table', { name: `${year}년 회비 납부 명단` });
    await register.getByRole('row', { name: new RegExp(`^${member.name}`, 'u') }).waitFor();
    await expect(
      register
        .getByRole('row', { name: new RegExp(`^${member.name}`, 'u') })
        .getByRole('cell')
        .nth(2)
        .textContent(),
    ).resolves.toBe('5만원');
    expect(await register.getByRole('row', { name: new RegExp(member.name, 'u') }).count()).toBe(1);
    await expectNoSidewaysScroll(office);
    await expectNoSeriousAxeViolations(office);
  });
});
