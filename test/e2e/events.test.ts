import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ATTENDEE_EXPORT_HEADER } from '../../src/domain/events';
import { readMailFile } from '../server/support/pdf-text';
import { approve, registerMember, type TestMember } from '../server/support/members';
import { launchWithCamera, writeQrCameraVideo } from './support/fake-camera';
import { PHONE } from './support/giving';
import {
  downloaded,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  siteOfThisFile,
} from './support/site';

/**
 * Issue 33's acceptance in Chromium against the server as `npm start` runs it (the demo data, the
 * sandbox's payments), at a phone's width: the office creates a 체육대회 with 3 seats and a fee
 * and publishes it; three members register on its page (one by sandbox card, one to pay at the
 * door, one by card again) and a fourth is put on the waiting list; the card payer cancels from
 * /me/events (refunded) and the fourth is promoted and mailed; at the door the office checks two
 * in by the QR code of their confirmation mail (decoded here from the mail's PNG: one typed as a
 * scanner does, one shown to the phone's camera) and one by name,
 * and the count reads 3; the XLSX export lists all four with their states. axe on every page.
 */

const site = siteOfThisFile({ demo: true });

const TITLE = '제44회 동문 한마음 체육대회';

/** Four members with names of their own (the door's name search finds one). */
const NAMES = ['박지훈', '이서연', '정하늘', '최도윤'] as const;

/** The flow's steps share these (each `it` goes on from the one before). */
const state: { eventId: string; members: TestMember[] } = { eventId: '', members: [] };

/** A Korean wall-clock time (`YYYY-MM-DDTHH:mm`, as a datetime-local field takes it) `days` on. */
function koreanDay(days: number, time: string): string {
  const korea = new Date(site().server.clock.now().getTime() + 9 * 60 * 60 * 1000 + days * 864e5);
  return `${korea.toISOString().slice(0, 10)}T${time}`;
}

/** A member approved through the API, with a name of their own. */
async function memberNamed(name: string): Promise<TestMember> {
  const member = await registerMember(site().server, { name });
  await approve(site().server, member.userId);
  return member;
}

/** The outbox's mails to `email` (read whole: text and attachments), oldest first. */
async function mailsTo(email: string) {
  const { server } = site();
  // Mail goes through the outbox: whatever is due goes out now, as `npm start`'s watch would.
  await server.runtime.services.messageDelivery.deliverDue();
  const dir = path.join(server.dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(dir, name));
  const mails = await Promise.all(files.map(readMailFile));
  return mails.filter((mail) => mail.to.includes(email));
}

/** What the QR code of the newest mail to `email` with one says (decoded from its PNG). */
async function qrOfMailTo(email: string): Promise<string> {
  const withQr = (await mailsTo(email)).filter((mail) =>
    mail.attachments.some((attachment) => attachment.contentType === 'image/png'),
  );
  const png = withQr.at(-1)?.attachments.find((a) => a.contentType === 'image/png')?.content;
  if (!png) throw new Error('no mail with a QR image');
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const code = jsQR(
    new Uint8ClampedArray(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
  );
  if (!code) throw new Error('the mail’s image holds no QR code');
  return code.data;
}

/**
 * The check-in screen on a phone of its own whose camera shows `code` (signed in as `office`):
 * the camera is started, and the screen says who came.
 */
async function checkInThroughCamera(office: Page, code: string, who: string): Promise<void> {
  const video = path.join(site().server.dataDir, 'camera.y4m');
  writeQrCameraVideo(code, video);
  const phone = await launchWithCamera(video);
  try {
    const context = await phone.newContext({
      baseURL: site().server.baseUrl,
      viewport: PHONE,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
      permissions: ['camera'],
    });
    const session = await office.evaluate(() => ({
      tokens: localStorage.getItem('tokens') ?? '',
      userId: localStorage.getItem('userId') ?? '',
    }));
    await context.addInitScript(({ tokens, userId }) => {
      localStorage.setItem('tokens', tokens);
      localStorage.setItem('userId', userId);
    }, session);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(new URL(office.url()).pathname);
    await page.getByRole('button', { name: '카메라 켜기' }).click();
    await page.getByText('참가 확인 메일의 QR 코드를 화면 가운데에 비춰 주세요.').waitFor();
    const outcome = page.locator('.check-in__outcome');
    await outcome.getByText(who).waitFor({ timeout: 20_000 });
    await outcome.getByText('✓ 입장 확인').waitFor();
    await page.getByRole('button', { name: '카메라 끄기' }).click();
  } finally {
    await phone.close();
  }
}

async function expectFitAndAxe(page: Page): Promise<void> {
  await expectNoSidewaysScroll(page);
  await expectNoSeriousAxeViolations(page);
}

/** The event's page, signed in as `member`, its registration form showing. */
async function eventPageOf(member: TestMember): Promise<Page> {
  const page = await site().signedInPage(member.userId, PHONE);
  await page.goto(`/alumni/events?id=${state.eventId}`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  return page;
}

/**
 * Registers on the event's page, the member's details prefilled: online by card (through the
 * sandbox's payment window, back on the payment's page) or at the door.
 */
async function register(page: Page, payment: 'card' | 'door', button = '신청하기'): Promise<void> {
  const form = page.getByRole('form', { name: '참가 신청' });
  await expect(form.getByLabel(/^기수/u).inputValue()).resolves.toBe('76');
  if (payment === 'card') {
    await form.getByRole('radio', { name: '온라인 결제(카드·계좌이체)' }).check();
    await form.getByRole('radio', { name: '신용·체크카드' }).check();
  } else {
    await form.getByRole('radio', { name: /^현장 결제/u }).check();
  }
  await form.getByRole('button', { name: button, exact: true }).click();
  if (payment === 'card') {
    const window = page.getByRole('form', { name: '테스트 결제 결제창' });
    await window.waitFor();
    await window.getByRole('button', { name: '결제하기' }).click();
    await page.getByRole('heading', { name: '참가비 결제가 끝났습니다' }).waitFor();
  }
}

/** A member's registration for the event on /me/events. */
async function myRegistration(member: TestMember): Promise<{ page: Page; card: Locator }> {
  const page = await site().signedInPage(member.userId, PHONE);
  await page.goto('/me/events');
  const card = page.getByRole('region', { name: TITLE });
  await card.waitFor();
  return { page, card };
}

describe('issue 33: events in Chromium at 360 px, on the demo data', () => {
  it('the office creates a 체육대회 with 3 seats and a fee, pay-at-door allowed, and publishes it', async () => {
    const office = await site().officePage(PHONE);
    await office.goto('/admin/events/edit');
    const form = office.getByRole('form', { name: '행사 내용' });
    await form.waitFor();
    await form.getByLabel(/^행사 종류/u).selectOption({ label: '체육대회' });
    await form.getByLabel(/^행사 이름/u).fill(TITLE);
    await form.getByLabel(/^행사 소개/u).fill('동문과 가족이 함께하는 한마음 체육대회입니다.');
    await form.getByLabel(/^프로그램/u).fill('10:00 개회식\n10:30 계주\n12:00 점심');
    await form.getByLabel(/^시작 일시/u).fill(koreanDay(30, '10:00'));
    await form.getByLabel(/^끝나는 일시/u).fill(koreanDay(30, '17:00'));
    await form.getByLabel(/^신청 마감 일시/u).fill(koreanDay(20, '18:00'));
    await form.getByLabel(/^환불 마감 일시/u).fill(koreanDay(20, '18:00'));
    await form.getByLabel(/^장소/u).fill('모교 대운동장');
    await form.getByLabel(/^정원/u).fill('3');
    await form.getByLabel(/^한 신청의 동반 가족/u).fill('2');
    await form.getByLabel(/^회원 참가비/u).fill('20,000');
    await form.getByLabel(/^동반 가족 참가비/u).fill('10,000');
    await form.getByLabel('현장에서 참가비를 낼 수 있습니다').check();
    await form.getByLabel(/^담당자/u).fill('총동문회 사무국');
    await form.getByLabel(/^연락처/u).fill('02-1234-5678');
    await form.getByRole('button', { name: '작성 중으로 저장' }).click();
    await office.waitForURL('**/admin/events/edit?id=*');
    state.eventId = new URL(office.url()).searchParams.get('id') ?? '';
    expect(state.eventId).not.toBe('');
    await office.getByRole('button', { name: '공개하기' }).click();
    await office.getByText('행사를 공개했습니다. 이제 신청을 받습니다.').waitFor();
    await office.getByRole('heading', { level: 1, name: `${TITLE} 공개` }).waitFor();
    await expectFitAndAxe(office);
    await screenshot(office, 'event-editor-360');
  });

  it('three members register (card, at the door, card); a fourth is put on the waiting list', async () => {
    state.members = await Promise.all(NAMES.map(memberNamed));
    const [first, second, third, fourth] = state.members as [
      TestMember,
      TestMember,
      TestMember,
      TestMember,
    ];

    // By sandbox card, through the payment window: back on the payment's page, then /me/events.
    const paying = await eventPageOf(first);
    await expectFitAndAxe(paying);
    await screenshot(paying, 'event-page-360');
    await register(paying, 'card');
    await expectFitAndAxe(paying);
    const paid = await myRegistration(first);
    await paid.card.getByText('참가 확정', { exact: true }).waitFor();
    await paid.card.getByText('2만원 · 결제 완료').waitFor();
    await paid.card.getByRole('img', { name: '입장 확인용 QR 코드' }).waitFor();

    // At the door: the result in place of the form.
    const atDoor = await eventPageOf(second);
    await register(atDoor, 'door');
    await atDoor.getByText('참가 신청이 확정되었습니다. 확인 메일을 보냈습니다.').waitFor();
    await atDoor.getByText('2만원 · 현장 결제 예정').waitFor();
    await expectFitAndAxe(atDoor);

    // By card again: the last seat.
    await register(await eventPageOf(third), 'card');

    // Full: the fourth waits, first in line.
    const waiting = await eventPageOf(fourth);
    await waiting.getByText(/남은 자리 0명/u).waitFor();
    await register(waiting, 'door', '대기 신청하기');
    await waiting.getByText(/^대기 1번으로 신청되었습니다\./u).waitFor();
    await waiting.getByText('대기 1번', { exact: true }).waitFor();
  });

  it('the card payer cancels from /me/events; the fourth is promoted and mailed', async () => {
    const [first, , , fourth] = state.members as [TestMember, TestMember, TestMember, TestMember];
    const { page, card } = await myRegistration(first);
    page.once('dialog', (question) => void question.accept());
    await card.getByRole('button', { name: '신청 취소' }).click();
    await card.getByText('신청을 취소했습니다. 참가비는 환불됩니다.').waitFor();
    await card.getByText('취소', { exact: true }).waitFor();
    await card.getByText('2만원 · 환불').waitFor();
    await expectFitAndAxe(page);
    await screenshot(page, 'my-events-360');

    // The first in line takes the seat, and is mailed.
    const promoted = await myRegistration(fourth);
    await promoted.card.getByText('참가 확정', { exact: true }).waitFor();
    await promoted.card.getByText('2만원 · 현장 결제 예정').waitFor();
    const promotion = (await mailsTo(fourth.email)).filter((mail) =>
      mail.subject.endsWith(`] ${TITLE} 대기에서 참가가 확정되었습니다`),
    );
    expect(promotion).toHaveLength(1);
    expect(promotion[0]?.text).toContain('참가 확정으로 바뀌었습니다');
  });

  it('at the door: two by the QR of their confirmation mail (one typed, one by the camera), one by name; the count reads 3', async () => {
    const [, second, third, fourth] = state.members as [
      TestMember,
      TestMember,
      TestMember,
      TestMember,
    ];
    const office = await site().officePage(PHONE);
    await office.goto(`/admin/events/${state.eventId}/check-in`);
    await office.getByRole('heading', { level: 1, name: `${TITLE} 입장 확인` }).waitFor();
    const countReads = (text: string) =>
      office.getByRole('status').filter({ hasText: text }).waitFor();
    await countReads('입장 0건 (0명) / 참가 확정 3건 (3명)');

    // One by the QR code of their confirmation mail, as a scanner types what it read; they pay
    // the fee they chose to pay at the door, and it is recorded.
    const outcome = office.locator('.check-in__outcome');
    const scanned = await qrOfMailTo(second.email);
    // What the QR holds: the registration's own page, with its signed token.
    expect(scanned).toMatch(/\/alumni\/events\/registration\?t=[\w-]+\.[\w-]+$/u);
    await office.getByLabel('QR 코드 내용').fill(scanned);
    await office
      .getByRole('region', { name: '코드로 확인' })
      .getByRole('button', { name: '입장 확인' })
      .click();
    await outcome.getByText(`${second.name} (76기)`).waitFor();
    await outcome.getByText('✓ 입장 확인').waitFor();
    await outcome.getByRole('button', { name: '현장 결제 20,000원 받음' }).click();
    await office.getByText(`${second.name} 님의 현장 결제를 기록했습니다.`).waitFor();

    // One through the phone's camera held over their mail's QR code: Chromium's fake camera
    // plays the decoded code as video; Linux Chromium has no BarcodeDetector, so this is the
    // ponyfill with its zxing wasm from our origin, under the site's CSP.
    await checkInThroughCamera(office, await qrOfMailTo(third.email), `${third.name} (76기)`);
    await countReads('입장 2건 (2명) / 참가 확정 3건 (3명)');

    // One by name.
    const byName = office.getByRole('region', { name: '이름으로 찾기' });
    await byName.getByLabel('이름·전화번호·기수').fill(fourth.name);
    await byName.getByRole('button', { name: '찾기' }).click();
    await byName.getByRole('button', { name: `입장 확인: ${fourth.name}` }).click();
    await outcome.getByText(`${fourth.name} (76기)`).waitFor();
    await countReads('입장 3건 (3명) / 참가 확정 3건 (3명)');
    await expectFitAndAxe(office);
    await screenshot(office, 'event-check-in-360');
  });

  it('the attendees page exports an XLSX listing all four with their states', async () => {
    const office = await site().officePage(PHONE);
    await office.goto(`/admin/events/attendees?id=${state.eventId}`);
    const table = office.getByRole('table', { name: '신청 4건' });
    await table.waitFor();
    await expectFitAndAxe(office);
    const [download] = await Promise.all([
      office.waitForEvent('download'),
      office.getByRole('button', { name: '명단 XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/_신청자_\d{4}-\d{2}-\d{2}\.xlsx$/u);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Uint8Array.from(await downloaded(download)).buffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell) => cells.push(cell.text));
      rows.push(cells);
    });
    const [header, ...listed] = rows;
    expect(header).toEqual([...ATTENDEE_EXPORT_HEADER]);
    const column = (name: (typeof ATTENDEE_EXPORT_HEADER)[number]) =>
      ATTENDEE_EXPORT_HEADER.indexOf(name);
    // Each one's registration, payment and attendance, by name.
    const standing = Object.fromEntries(
      listed.map((row) => [
        row[column('이름')],
        [row[column('신청 상태')], row[column('결제')], row[column('참석')] ?? ''],
      ]),
    );
    const [first, second, third, fourth] = NAMES;
    expect(standing).toEqual({
      [first]: ['취소', '환불', ''],
      [second]: ['참가 확정', '현장 결제 완료', '참석'],
      [third]: ['참가 확정', '결제 완료', '참석'],
      [fourth]: ['참가 확정', '현장 결제 예정', '참석'],
    });
  });
});
