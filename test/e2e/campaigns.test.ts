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

/** The schedule's passes (watchOutbox in `npm start`), until none of the send is pending. */
async function deliverAll(campaignId: string): Promise<void> {
  const { server } = site();
  for (let pass = 0; pass < 50; pass += 1) {
    server.clock.advance(60_000);
    await server.runtime.services.messageDelivery.deliverDue();
    const { campaign } = await server.runtime.services.officeCampaigns.officeCampaign(
      campaignId,
      {},
    );
    if (campaign.progress.pending === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the send did not go out');
}

/** The narrowest range of 기수 in the demo with members on both sides of the marketing consent. */
async function aMixedRange(): Promise<{
  from: number;
  to: number;
  consenting: string[];
  declining: string[];
}> {
  const { runtime } = site().server;
  const members = await runtime.ports.store.accounts.listAudienceMembers();
  const answers = await runtime.services.consentHistory.lastMarketingAnswers();
  const classes = [
    ...new Set(members.flatMap((m) => (m.classNumber === null ? [] : [m.classNumber]))),
  ].sort((a, b) => a - b);
  for (let width = 0; width < classes.length; width += 1) {
    for (let start = 0; start + width < classes.length; start += 1) {
      const from = classes[start] ?? 0;
      const to = classes[start + width] ?? 0;
      const picked = members.filter(
        (m) => m.email && m.classNumber !== null && m.classNumber >= from && m.classNumber <= to,
      );
      const consenting = picked
        .filter((m) => answers.get(m.userId)?.agreed)
        .map((m) => m.email ?? '');
      const declining = picked
        .filter((m) => !answers.get(m.userId)?.agreed)
        .map((m) => m.email ?? '');
      if (consenting.length >= 2 && declining.length >= 1)
        return { from, to, consenting, declining };
    }
  }
  throw new Error('the demo has no 기수 with members on both sides of the consent');
}

async function composeAndSend(
  office: Page,
  from: number,
  to: number,
  expected: number,
): Promise<string> {
  await office.goto('/admin/messages/campaigns/new');
  await office.getByRole('heading', { level: 1, name: '새 소식 보내기' }).waitFor();
  await office.getByRole('radio', { name: '홍보' }).check();
  await office.getByLabel('기수 (부터)').fill(String(from));
  await office.getByLabel('기수 (까지)').fill(String(to));
  const range = from === to ? `${from}기` : `${from}~${to}기`;
  await office
    .getByText(
      `${range}, 홍보 수신 동의자: 조건에 맞는 회원 ${expected}명 중 ${expected}명에게 보냅니다`,
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
  return new URL(office.url()).searchParams.get('id') ?? '';
}

describe('issue 32: 소식 보내기 in Chromium, on the demo data', () => {
  it('sends 홍보 to consenting members only, with the headers and the footer; a one-click refusal is left out of the next send', async () => {
    const { from, to, consenting, declining } = await aMixedRange();
    const office = await site().officePage(PHONE);
    await deliverAll(await composeAndSend(office, from, to, consenting.length));

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
    await deliverAll(await composeAndSend(office, from, to, consenting.length - 1));
    const both = mailsOfTheSend(SUBJECT);
    expect(both.filter((mail) => mail.to === refusing?.to)).toHaveLength(1);
    expect(both).toHaveLength(consenting.length * 2 - 1);
  });
});
