import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText, readMailFile } from '../server/support/pdf-text';
import {
  ARTIFACTS,
  downloaded,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  openSite,
  screenshot,
  type Site,
} from './support/site';

/**
 * Issue 14 in Chromium against the real server and the demo data `npm start` seeds: the demo
 * member filters their donations, opens a year's receipt, sends it by e-mail and by fax, and
 * downloads it, in a browser and through stand-in Android and iOS bridges. A sample receipt is
 * kept as a PNG (pdftoppm) in test-results/e2e/.
 */

let site: Site;
let memberId: string;
const LAST_YEAR = new Date().getFullYear() - 1;

beforeAll(async () => {
  site = await openSite({ demo: true });
  memberId = (await site.demoMember()).userId;
});

afterAll(async () => {
  await site?.close();
});

async function openYearReceipt(page: Page) {
  await page.goto('/me/donations');
  await page.getByRole('button', { name: `${LAST_YEAR}년 영수증` }).click();
  const dialog = page.getByRole('dialog', { name: `${LAST_YEAR}년 연간 기부금영수증` });
  await dialog.getByRole('table', { name: '기부 내용' }).waitFor();
  return dialog;
}

function outboxMails(): string[] {
  const outbox = path.join(site.server.dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(outbox, name));
}

describe('issue 14: a member’s donations and receipts in Chromium', () => {
  it('filters the donations, then sends a year’s receipt by e-mail and by fax', async () => {
    const page = await site.signedInPage(memberId, { width: 360, height: 780 });
    await page.goto('/me/donations');
    const table = page.getByRole('table', { name: '기부 내역' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(1);
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);

    await page.getByLabel('연도', { exact: true }).selectOption({ label: `${LAST_YEAR}년` });
    await page.getByRole('button', { name: '조회' }).click();
    await expect.poll(() => page.url()).toContain(`year=${LAST_YEAR}`);
    // Twelve monthly CMS gifts and the year-end gift, ten a page.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: '건, 합계' }).textContent())
      .toMatch(/13건/u);

    const dialog = await openYearReceipt(page);
    expect(await dialog.getByLabel(/받을 이메일/u).inputValue()).toBe(`${memberId}@example.com`);
    await expectNoSeriousAxeViolations(page);
    const before = outboxMails().length;
    await dialog.getByRole('button', { name: '이메일로 보내기' }).click();
    await dialog.getByText(/일련번호 \d{4}-\d{6} 영수증을/u).waitFor();
    const mails = outboxMails();
    expect(mails.length).toBe(before + 1);
    const mail = await readMailFile(mails.at(-1) ?? '');
    const pdf = mail.attachments[0]?.content ?? Buffer.alloc(0);
    expect(pdfText(pdf)).toContain('기부금 영수증');

    // The sample receipt, kept for a person to look at.
    fs.mkdirSync(ARTIFACTS, { recursive: true });
    const sample = path.join(ARTIFACTS, 'receipt-sample.pdf');
    fs.writeFileSync(sample, pdf);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      sample,
      path.join(ARTIFACTS, 'receipt-sample'),
    ]);
    expect(fs.statSync(path.join(ARTIFACTS, 'receipt-sample.png')).size).toBeGreaterThan(10_000);

    await dialog.getByRole('radio', { name: '팩스' }).click();
    await dialog.getByLabel(/받을 팩스 번호/u).fill('010-1234-5678');
    await dialog.getByRole('button', { name: '팩스로 보내기' }).click();
    await dialog
      .getByText(/휴대전화 번호로는 팩스를 보낼 수 없습니다/u)
      .first()
      .waitFor();
    await dialog.getByLabel(/받을 팩스 번호/u).fill('02-123-4567');
    await dialog.getByRole('button', { name: '팩스로 보내기' }).click();
    await dialog.getByText(/영수증\(재발급\)을 02-123-4567/u).waitFor();
    const faxes = fs.readdirSync(path.join(site.server.dataDir, 'outbox', 'fax'));
    expect(faxes.filter((name) => name.endsWith('.pdf')).length).toBeGreaterThan(0);
  });

  it('downloads the receipt in a browser and through the apps’ bridges, as base64 and a file name', async () => {
    const browserPage = await site.signedInPage(memberId);
    const dialog = await openYearReceipt(browserPage);
    await dialog.getByRole('radio', { name: '내려받기' }).click();
    const [download] = await Promise.all([
      browserPage.waitForEvent('download'),
      dialog.getByRole('button', { name: '내려받기' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^기부금영수증_\d{4}-\d{6}\.pdf$/u);

    for (const bridge of ['android', 'ios'] as const) {
      const page = await site.signedInPage(memberId);
      await page.addInitScript((kind) => {
        const keep = (data: string, fileName: string) => {
          (window as unknown as { saved: unknown }).saved = { data, fileName };
        };
        if (kind === 'android') {
          (window as unknown as { Android: unknown }).Android = { downloadFile: keep };
        } else {
          (window as unknown as { webkit: unknown }).webkit = {
            messageHandlers: {
              downloadFile: {
                postMessage: (message: { data: string; fileName: string }) =>
                  keep(message.data, message.fileName),
              },
            },
          };
        }
      }, bridge);
      const inApp = await openYearReceipt(page);
      await inApp.getByRole('radio', { name: '내려받기' }).click();
      await inApp.getByRole('button', { name: '내려받기' }).click();
      const saved = await page.waitForFunction(
        () => (window as unknown as { saved?: unknown }).saved,
      );
      const { data, fileName } = (await saved.jsonValue()) as { data: string; fileName: string };
      expect(fileName, bridge).toMatch(/^기부금영수증_\d{4}-\d{6}\.pdf$/u);
      expect(Buffer.from(data, 'base64').subarray(0, 5).toString('latin1'), bridge).toBe('%PDF-');
    }
  });
});

describe('issue 14: the public donation pages in Chromium, without signing in', () => {
  it('기부 현황 draws each chart beside a table of the same figures, loading Chart.js only there', async () => {
    const page = await site.newPage({ width: 360, height: 780 });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/contribution/hole');
    await page.getByRole('heading', { level: 2, name: /1억 원 이상/u }).waitFor();
    expect(scripts.filter((script) => script.includes('draw-bar-chart'))).toEqual([]);
    // Only who agreed, never an amount.
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d만원/u);
    await expectNoSeriousAxeViolations(page);

    await page.goto('/contribution/statistics');
    const byYear = page.getByRole('table', { name: '연도별 모금액', exact: true });
    await byYear.waitFor();
    // Every chart has drawn bars: some of its pixels are not blank.
    const charts = page.locator('canvas[role="img"]');
    expect(await charts.count()).toBe(4);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('canvas')].every((canvas) => {
        const context = canvas.getContext('2d');
        if (!context || canvas.width === 0) return false;
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        return data.some((value, index) => index % 4 === 3 && value > 0);
      }),
    );
    expect(scripts.some((script) => script.includes('draw-bar-chart'))).toBe(true);
    const rows = await byYear.getByRole('row').allInnerTexts();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(
      rows.slice(1).every((row) => /^\d{4}년\s+[\d,억만 ]+원\s+[\d,]+건\s+[\d,]+명$/u.test(row)),
    ).toBe(true);
    await expectNoSeriousAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'donation-statistics');
  });

  it('기부금 공개 lists each year’s collected and used amounts and gives the report to download', async () => {
    const page = await site.newPage();
    await page.goto('/contribution/info');
    const years = page.getByRole('table', { name: '연도별 모금액과 사용액' });
    await years.waitFor();
    const uses = page.getByRole('table', { name: `${LAST_YEAR}년 기부금 활용실적` });
    expect(await uses.getByRole('row').first().innerText()).toMatch(/용도\s+금액/u);
    expect(await uses.getByRole('row').last().innerText()).toMatch(
      /^사용액 합계\s+[\d,억만 ]+원$/u,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', {
          name: `내려받기: ${LAST_YEAR}년 기부금 모금액 및 활용실적 보고서.pdf`,
        })
        .click(),
    ]);
    // A PDF in the site's Korean font (issue 29: no more text files).
    const report = await downloaded(download);
    expect(report.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(report.toString('latin1')).toContain('Pretendard');
    await expectNoSeriousAxeViolations(page);
  });
});

describe('issue 14: the office’s donation screens in Chromium', () => {
  it('enters a gift in the console, which the public figures then count', async () => {
    const office = await site.officePage({ width: 360, height: 780 });
    const before = await (
      await office.request.get('/api/public/donations/year?year=' + new Date().getFullYear())
    ).json();
    await office.goto('/admin/donations');
    await office.getByLabel('기부자 (이름, 연락처, 이메일, 회원 아이디)').fill('(주)한빛건설');
    await office.getByRole('button', { name: '찾기', exact: true }).click();
    await office.getByRole('button', { name: '고르기: (주)한빛건설' }).click();
    const entry = office.getByRole('form', { name: '(주)한빛건설 기부 입력' });
    await entry.getByLabel('금액(원)').fill('3,000,000');
    await expectNoSeriousAxeViolations(office);
    await entry.getByRole('button', { name: '기부 입력' }).click();
    const table = office.getByRole('table', { name: '기부 내역' });
    await table
      .getByRole('row', { name: /\(주\)한빛건설.*300만원/u })
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(office);
    await expectNoSidewaysScroll(office);
    await screenshot(office, 'office-donations');
    const after = await (
      await office.request.get('/api/public/donations/year?year=' + new Date().getFullYear())
    ).json();
    expect(after.data.totalAmount - before.data.totalAmount).toBe(3_000_000);

    await office.goto('/admin/donations/scholarships');
    await office.getByRole('form', { name: '장학금 지급 입력' }).waitFor();
    await expectNoSeriousAxeViolations(office);
    await office.goto('/admin/donations/funds');
    await office.getByRole('list', { name: '기금 목록' }).waitFor();
    await expectNoSeriousAxeViolations(office);
  });

  it('imports a bank statement (CSV): previews it, then enters the deposits kept, once', async () => {
    const office = await site.officePage();
    const year = new Date().getFullYear();
    const yearTotal = async () =>
      (
        (await (await office.request.get(`/api/public/donations/year?year=${year}`)).json()) as {
          data: { totalAmount: number };
        }
      ).data.totalAmount;
    const before = await yearTotal();
    // The first of January: never after today.
    const day = `${year}.01.01`;
    const statement = [
      '거래일자,입금자명,출금액,입금액,거래번호',
      `${day},(주)한빛건설,0,"2,000,000",E2E-0001`,
      `${day},처음보는분,0,"10,000",E2E-0002`,
    ].join('\r\n');
    await office.goto('/admin/donations/import');
    await office.getByLabel('거래내역 파일 (XLSX, CSV)').setInputFiles({
      name: '거래내역.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement, 'utf8'),
    });
    const table = office.getByRole('table', { name: '가져올 거래' });
    await table.waitFor();
    expect(
      await table.getByRole('checkbox', { name: '가져오기: 2번째 줄 (주)한빛건설' }).isChecked(),
    ).toBe(true);
    expect(
      await table.getByRole('checkbox', { name: '가져오기: 3번째 줄 처음보는분' }).isDisabled(),
    ).toBe(true);
    await expectNoSeriousAxeViolations(office);
    await office.getByRole('button', { name: '1건 가져오기' }).click();
    await table.waitFor({ state: 'detached' });
    expect((await yearTotal()) - before).toBe(2_000_000);
    // The same statement again: its deposit is marked, and cannot go in twice.
    await office.getByLabel('거래내역 파일 (XLSX, CSV)').setInputFiles({
      name: '거래내역.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement, 'utf8'),
    });
    await table.getByText('이미 가져온 거래입니다.').waitFor();
    expect(await office.getByRole('button', { name: '0건 가져오기' }).count()).toBe(1);
  });

  it('issues the year’s receipts to every donor by e-mail, with its progress, then exports the 발급명세', async () => {
    const office = await site.officePage();
    const mailsBefore = outboxMails().length;
    await office.goto('/admin/donations/receipts');
    await office.getByRole('heading', { name: `${LAST_YEAR}년 연간 영수증 일괄 발송` }).waitFor();
    await expectNoSeriousAxeViolations(office);
    office.once('dialog', (question) => void question.accept());
    await office.getByRole('button', { name: '일괄 발송 시작' }).click();
    const status = office.getByText(/^마침: 기부자/u);
    await status.waitFor({ timeout: 120_000 });
    const figures =
      /기부자 ([\d,]+)명 중 ([\d,]+)명 처리 \(보냄 ([\d,]+), 건너뜀 ([\d,]+), 실패 ([\d,]+)\)/u.exec(
        (await status.textContent()) ?? '',
      );
    const [total, done, sent, , failed] = (figures ?? [])
      .slice(1)
      .map((each) => Number(each.replaceAll(',', '')));
    expect(total).toBeGreaterThan(10);
    expect(done).toBe(total);
    expect(failed).toBe(0);
    const progress = office.getByRole('progressbar', { name: '일괄 발송 진행' });
    expect(await progress.getAttribute('value')).toBe(String(total));
    // Each donor sent to got one mail with their PDF.
    const mails = await Promise.all(outboxMails().slice(mailsBefore).map(readMailFile));
    const withReceipts = mails.filter((mail) =>
      mail.attachments.some((attachment) => attachment.contentType === 'application/pdf'),
    );
    expect(withReceipts).toHaveLength(sent ?? -1);
    expect(new Set(withReceipts.map((mail) => mail.to)).size).toBe(sent);
    // Issue 29: a member with no resident number on file is asked to add it in 내 정보 instead
    // of being mailed a receipt with an empty number.
    const requests = mails.filter((mail) => mail.subject.includes('주민등록번호를 입력해 주세요'));
    expect((sent ?? 0) + requests.length).toBeGreaterThan(0);
    for (const request of requests) {
      expect(request.attachments).toEqual([]);
      expect(request.text).toContain(`/me/donations?year=${LAST_YEAR}`);
    }

    const table = office.getByRole('table', { name: '기부금영수증 발급 대장' });
    await table
      .getByRole('row', { name: /연간 합산/u })
      .first()
      .waitFor();
    await expectNoSeriousAxeViolations(office);
    await screenshot(office, 'office-receipts');
    const [download] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('button', { name: `${LAST_YEAR}년 발급명세 XLSX` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`기부금영수증_발급명세_${LAST_YEAR}.xlsx`);
    const saved = await downloaded(download);
    expect(saved.subarray(0, 2).toString('latin1')).toBe('PK');

    // Started again, nobody is mailed a second time.
    await office.reload();
    office.once('dialog', (question) => void question.accept());
    await office.getByRole('button', { name: '다시 보내기(받지 못한 기부자만)' }).click();
    await office.getByText(/^마침: .*\(보냄 0,/u).waitFor({ timeout: 120_000 });
    expect(
      (await Promise.all(outboxMails().slice(mailsBefore).map(readMailFile))).filter((mail) =>
        mail.attachments.some((attachment) => attachment.contentType === 'application/pdf'),
      ),
    ).toHaveLength(sent ?? -1);
  });
});
