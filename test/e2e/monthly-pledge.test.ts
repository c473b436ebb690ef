import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { monthKeyAt } from '../../src/domain/payments';
import { SANDBOX_DECLINED_CARD } from '../../server/adapters/payments/sandbox-records';
import type { TestMember } from '../server/support/members';
import {
  advanceToKoreanDay,
  chooseMethodAndAgree,
  koreanYear,
  PHONE,
  yearTotal,
} from './support/giving';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  siteOfThisFile,
} from './support/site';

/**
 * Issue 31's monthly pledge in Chromium against the server with its sandbox (테스트 결제), at
 * 360 px: a member pledges 10,000원 a month by card and the first month is charged at once; the
 * schedule charges the second month; with the card changed to one the card company declines, the
 * third month fails, is retried three days later and the donor is mailed both times. Each paid
 * month shows once in /me, the office's lists and the public totals.
 */

const site = siteOfThisFile();

/** The schedule's minute, as the maintenance watch runs it (server/maintenance.ts). */
const chargeDuePledges = () => site().server.runtime.services.pledgeCharging.chargeDuePledges();

/** /me/donations#pledges, signed in anew (the tokens of the clock before it moved have lapsed). */
async function myPledges(member: TestMember): Promise<Page> {
  const page = await site().signedInPage(member.userId, PHONE);
  await page.goto('/me/donations#pledges');
  await page.getByRole('heading', { level: 2, name: '매월 기부' }).waitFor();
  return page;
}

/** The sandbox's card window (테스트 카드 등록): registers `cardNumber`, back to the card page. */
async function registerSandboxCard(page: Page, cardNumber?: string): Promise<void> {
  const window = page.getByRole('form', { name: '테스트 카드 등록' });
  await window.waitFor();
  await page.getByRole('note', { name: '테스트 결제' }).waitFor();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
  if (cardNumber) await window.getByLabel(/^테스트 카드 번호/u).fill(cardNumber);
  await window.getByRole('button', { name: '등록' }).click();
}

const failureMails = (member: TestMember) =>
  site()
    .server.mails()
    .filter(
      (mail) => mail.to.includes(member.email) && mail.text.includes('/me/donations#pledges'),
    );

describe('issue 31: a monthly pledge, in Chromium at 360 px', () => {
  it('charges the first month at once and the next by the schedule; a declined month is retried and mailed; each paid month counts once', async () => {
    const member = await site().approvedMember();
    const start = site().server.clock.now();
    const korea = new Date(start.getTime() + 9 * 60 * 60 * 1000);
    const monthAfter = (step: number) =>
      monthKeyAt(new Date(Date.UTC(korea.getUTCFullYear(), korea.getUTCMonth() + step, 1, 3)));
    const months = [monthAfter(0), monthAfter(1), monthAfter(2)] as const;
    const years = [koreanYear(start), koreanYear(start) + 1];
    const page = await site().signedInPage(member.userId, PHONE);
    await page.goto('/');
    const totalBefore = (await Promise.all(years.map((year) => yearTotal(page, year)))).reduce(
      (sum, total) => sum + total,
    );

    // 매월 기부, 10,000원 on the 1st, by card.
    await page.goto('/contribution/donate');
    await page.getByRole('heading', { level: 1, name: '기부하기' }).waitFor();
    await page.getByRole('radio', { name: /^매월 기부/u }).check();
    const fundName =
      (await page
        .getByLabel(/^기부할 기금/u)
        .locator('option:checked')
        .textContent()) ?? '';
    expect(fundName).not.toBe('');
    await page.getByRole('button', { name: '1만원' }).click();
    await page.getByLabel(/^매월 결제일/u).selectOption('1');
    await chooseMethodAndAgree(page);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: '기부하기', exact: true }).click();
    await registerSandboxCard(page);

    // The card page: the card registered, the first month paid the same day.
    await page.getByRole('heading', { name: '매월 기부를 시작했습니다' }).waitFor();
    expect(page.url()).toMatch(/\/contribution\/donate\/card\?/u);
    await page.getByText(`${months[0]} 결제`).waitFor();
    await expect(
      page.getByRole('definition').filter({ hasText: '결제 완료' }).count(),
    ).resolves.toBe(1);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'pledge-started-360');

    // The second month, charged by the schedule on its day.
    advanceToKoreanDay(site().server.clock, 1, 1);
    await expect(chargeDuePledges()).resolves.toBe(1);
    await expect(chargeDuePledges()).resolves.toBe(0);

    // The member changes the card to one the card company will decline.
    const changing = await myPledges(member);
    await changing
      .getByRole('group', { name: `${fundName} 바꾸기` })
      .getByRole('button', { name: '카드 바꾸기' })
      .click();
    await registerSandboxCard(changing, SANDBOX_DECLINED_CARD);
    await changing.getByRole('heading', { name: '카드를 바꿨습니다' }).waitFor();

    // The third month is declined: retried three days later, the donor mailed a link to /me.
    // (The schedule answers how many months it got paid: none.)
    advanceToKoreanDay(site().server.clock, 1, 1);
    await expect(chargeDuePledges()).resolves.toBe(0);
    expect(failureMails(member)).toHaveLength(1);
    const retrying = await myPledges(member);
    const thirdMonth = retrying
      .getByRole('list', { name: `${fundName} 달마다의 결제` })
      .getByRole('listitem')
      .filter({ hasText: months[2] });
    await thirdMonth.getByText('재결제 예정').waitFor();
    await thirdMonth.getByText(`${months[2]}-04에 다시 결제합니다.`).waitFor();
    await expectNoSidewaysScroll(retrying);
    await expectNoSeriousAxeViolations(retrying);
    await screenshot(retrying, 'pledge-retrying-360');

    // Three days on, the retry is made (the card declines again) and mailed again.
    advanceToKoreanDay(site().server.clock, 0, 3);
    await chargeDuePledges();
    expect(failureMails(member)).toHaveLength(1);
    advanceToKoreanDay(site().server.clock, 0, 4);
    await expect(chargeDuePledges()).resolves.toBe(0);
    expect(failureMails(member)).toHaveLength(2);
    await chargeDuePledges();
    expect(failureMails(member)).toHaveLength(2);

    // /me: the two paid months as gifts, once each; the pledge with its three months.
    const mine = await myPledges(member);
    const gifts = mine.getByRole('table', { name: '기부 내역' });
    await gifts.getByRole('row', { name: /1만원/u }).first().waitFor();
    expect(await gifts.getByRole('row', { name: /1만원/u }).count()).toBe(2);
    const pledgeMonths = mine.getByRole('list', { name: `${fundName} 달마다의 결제` });
    await expect(pledgeMonths.getByRole('listitem').allTextContents()).resolves.toEqual([
      expect.stringMatching(
        new RegExp(
          `^${months[2]} 1만원 재결제 예정 — 결제하지 못했습니다\\. ${months[2]}-08에 다시 결제합니다\\.`,
          'u',
        ),
      ),
      `${months[1]} 1만원 결제 완료`,
      `${months[0]} 1만원 결제 완료`,
    ]);
    await expectNoSidewaysScroll(mine);
    await expectNoSeriousAxeViolations(mine);
    await screenshot(mine, 'pledge-my-donations-360');

    // The office: the pledge's months with what was expected, received and failed.
    const office = await site().officePage(PHONE);
    await office.goto('/admin/donations/pledges');
    const byMonth = office.getByRole('table', { name: '달마다' });
    await byMonth.getByRole('row', { name: new RegExp(`^${months[0]}`, 'u') }).waitFor();
    for (const [month, received, failed] of [
      [months[0], '1만원', '0건'],
      [months[1], '1만원', '0건'],
      [months[2], '0원', '1건'],
    ] as const) {
      await expect(
        byMonth
          .getByRole('row', { name: new RegExp(`^${month}`, 'u') })
          .getByRole('cell')
          .allTextContents(),
      ).resolves.toEqual(['1만원', received, failed]);
    }
    const pledgeRow = office
      .getByRole('table', { name: '약정' })
      .getByRole('row', { name: new RegExp(member.name, 'u') });
    expect(await pledgeRow.count()).toBe(1);
    await pledgeRow.getByText(`${months[2]} 재결제 예정 (${months[2]}-08 재시도)`).waitFor();
    await expectNoSidewaysScroll(office);
    await expectNoSeriousAxeViolations(office);

    // The office's donations list: each paid month once.
    await office.goto('/admin/donations');
    const donations = office.getByRole('table', { name: '기부 내역' });
    await donations
      .getByRole('row', { name: new RegExp(`${member.name}.*1만원`, 'u') })
      .first()
      .waitFor();
    expect(await donations.getByRole('row', { name: new RegExp(member.name, 'u') }).count()).toBe(
      2,
    );

    // The public figures: grown by the two paid months, exactly.
    const totalAfter = (await Promise.all(years.map((year) => yearTotal(office, year)))).reduce(
      (sum, total) => sum + total,
    );
    expect(totalAfter - totalBefore).toBe(20_000);
  });
});
