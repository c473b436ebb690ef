import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE } from './support/giving';
import {
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  screenshot,
  siteOfThisFile,
} from './support/site';

/**
 * Issue 32's acceptance in Chromium, on the demo data `npm start` seeds: the office sends a 홍보
 * message to the members of one 기수 from 소식 보내기; only those whose marketing consent stands
 * get it, each mail with the (광고) subject, RFC 8058's headers and the law's footer; one member
 * refuses by the mail program's one-click POST and the next send leaves them out; the mail's
 * own link opens the member's choices, 홍보 off. axe on every page, at a phone's width.
 */

const site = siteOfThisFile({ demo: true });
const SUBJECT = '장학기금 모금에 함께해 주세요';

interface SentMail {
  readonly to: string;
  readonly raw: string;
}

/** The .eml files whose subject is the send's (the server's outbox without SMTP_URL). */
function mailsOfTheSend(subject: string): SentMail[] {
  const dir = path.join(site().server.dataDir, 'outbox');
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8').replace(/\r\n/gu, '\n'))
    .map((raw) => raw.replace(/\n[ \t]+/gu, ' '))
    .filter((raw) => decodedSubject(raw).includes(subject))
    .map((raw) => ({ to: /^To: (.+)$/mu.exec(raw)?.[1]?.trim() ?? '', raw }));
}

function decodedSubject(raw: string): string {
  const subject = /^Subject: (.*)$/mu.exec(raw)?.[1] ?? '';
  return subject.replace(/=\?utf-8\?B\?([^?]*)\?=\s*/giu, (_all, text: string) =>
    Buffer.from(text, 'base64').toString('utf8'),
  );
}

/** The schedule's passes (watchOutbox in `npm start`), until the paced messages are all out. */
async function deliverAll(): Promise<void> {
  const { server } = site();
  for (let pass = 0; pass < 20; pass += 1) {
    server.clock.advance(60_000);
    const outcome = await server.runtime.services.messageDelivery.deliverDue();
    if (outcome.sent + outcome.retrying + outcome.failed + outcome.taken === 0 && pass > 0) return;
  }
}

/** A 기수 of the demo with members on both sides of the marketing consent. */
async function aMixedClass(): Promise<{
  classNumber: number;
  consenting: string[];
  declining: string[];
}> {
  const { runtime } = site().server;
  const members = await runtime.ports.store.accounts.listAudienceMembers();
  const answers = await runtime.services.consentHistory.lastMarketingAnswers();
  const byClass = new Map<number, { consenting: string[]; declining: string[] }>();
  for (const member of members) {
    if (member.classNumber === null || !member.email) continue;
    const group = byClass.get(member.classNumber) ?? { consenting: [], declining: [] };
    (answers.get(member.userId)?.agreed ? group.consenting : group.declining).push(member.email);
    byClass.set(member.classNumber, group);
  }
  const [classNumber, group] =
    [...byClass].find(([, each]) => each.consenting.length >= 2 && each.declining.length >= 1) ??
    [];
  if (classNumber === undefined || !group) throw new Error('the demo has no mixed 기수');
  return { classNumber, ...group };
}

async function composeAndSend(office: Page, classNumber: number, expected: number) {
  await office.goto('/admin/messages/campaigns/new');
  await office.getByRole('heading', { level: 1, name: '새 소식 보내기' }).waitFor();
  await office.getByRole('radio', { name: '홍보' }).check();
  await office.getByLabel('기수 (부터)').fill(String(classNumber));
  await office.getByLabel('기수 (까지)').fill(String(classNumber));
  await office
    .getByText(
      `${classNumber}기, 홍보 수신 동의자: 조건에 맞는 회원 ${expected}명 중 ${expected}명에게 보냅니다`,
    )
    .waitFor();
  await office.getByLabel(/^제목/u).fill(SUBJECT);
  const body = office.getByRole('textbox', { name: /본문/u });
  await body.click();
  await office.keyboard.type('올해도 후배들의 장학금에 마음을 모아 주세요.');
  await office.getByRole('button', { name: '미리 보기' }).click();
  await office
    .getByRole('region', { name: '미리 보기' })
    .getByText(`제목: (광고) ${SUBJECT}`)
    .waitFor();
  await expectNoSidewaysScroll(office);
  await expectNoSeriousAxeViolations(office);
  await office.getByRole('button', { name: '지금 보내기' }).click();
  const confirm = office.getByRole('region', { name: '보내기 전 확인' });
  await confirm.waitFor();
  await expectNoSeriousAxeViolations(office);
  await confirm.getByRole('button', { name: `${expected}명에게 지금 보내기` }).click();
  await office.waitForURL('**/admin/messages/campaigns/detail?id=*');
}

describe('issue 32: 소식 보내기 in Chromium, on the demo data', () => {
  it('sends 홍보 to consenting members only, with the headers and the footer; a one-click refusal is left out of the next send', async () => {
    const { classNumber, consenting, declining } = await aMixedClass();
    const office = await site().officePage(PHONE);
    await composeAndSend(office, classNumber, consenting.length);
    await deliverAll();

    const first = mailsOfTheSend(SUBJECT);
    expect(first.map((mail) => mail.to).sort()).toEqual([...consenting].sort());
    for (const email of declining) expect(first.some((mail) => mail.to === email)).toBe(false);
    for (const mail of first) {
      expect(decodedSubject(mail.raw)).toBe(`(광고) ${SUBJECT}`);
      expect(mail.raw).toMatch(
        /^List-Unsubscribe: <https?:\/\/[^>]+\/api\/messages\/unsubscribe\?t=[\w.-]+&topic=promotion>$/mu,
      );
      expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/mu);
    }

    // The send's page: every recipient sent.
    await office.reload();
    await office.getByText(`보냄 ${consenting.length}`, { exact: false }).first().waitFor();
    await expectNoSidewaysScroll(office);
    await expectNoSeriousAxeViolations(office);
    await screenshot(office, 'campaign-sent-360');

    // One member's mail program refuses by one click (RFC 8058: a form POST to the header's address).
    const [refusing] = first;
    const address = new URL(
      /^List-Unsubscribe: <([^>]+)>$/mu.exec(refusing?.raw ?? '')?.[1] ?? 'http://x',
    );
    const refused = await fetch(`${site().server.baseUrl}${address.pathname}${address.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(200);

    // The mail's own link: the member's choices, 홍보 off, without signing in.
    const token = address.searchParams.get('t') ?? '';
    const member = await site().newPage(PHONE);
    await member.goto(`/messages/choices?t=${encodeURIComponent(token)}`);
    await member.getByRole('checkbox', { name: /^홍보/u }).waitFor();
    expect(await member.getByRole('checkbox', { name: /^홍보/u }).isChecked()).toBe(false);
    await expectNoSidewaysScroll(member);
    await expectNoSeriousAxeViolations(member);

    // The next send leaves them out.
    await composeAndSend(office, classNumber, consenting.length - 1);
    await deliverAll();
    const both = mailsOfTheSend(SUBJECT);
    expect(both.filter((mail) => mail.to === refusing?.to)).toHaveLength(1);
    expect(both).toHaveLength(consenting.length * 2 - 1);
  });
});
