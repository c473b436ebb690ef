import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { CAMPAIGN_REFUSALS, CHOICE_LINK_INVALID } from '../../../../../src/domain/messages';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, signedInMember, signIn, type SignedInMember } from '../../../support/members';
import { parseEml } from '../../../support/mail';
import { signedInOffice } from '../../../support/office';
import { dialects, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

type Count = DataOf<'audienceCount'>;

/** The members of the file: 76회 with and without the 홍보 consent, and 90회 with it. */
interface People {
  office: SignedInMember;
  consenting: SignedInMember;
  declining: SignedInMember;
  younger: SignedInMember;
}

/**
 * 소식 보내기 and what members receive (issue 32, items 2–4), through the API on both
 * databases: the audience counted, 홍보 only to standing consents with (광고), the footer and
 * RFC 8058's headers; a one-click refusal kept and respected by the next send; the signed
 * link's page; scheduled sends; the two-yearly question of the consent.
 */
describe.each(dialects())('소식 보내기 (%s)', (dialect) => {
  const people = {} as People;
  const server: TestServer = useTestServer(dialect, {
    seed: async (seeded) => {
      people.office = await signedInOffice(seeded);
      people.consenting = await signedInMember(seeded, {
        userId: 'consenting',
        classNumber: 76,
        consents: { terms: true, privacy: true, marketing: true },
      });
      people.declining = await signedInMember(seeded, { userId: 'declining', classNumber: 76 });
      people.younger = await signedInMember(seeded, {
        userId: 'younger',
        classNumber: 90,
        graduationYear: 2018,
        birthDate: '1999-02-02',
        consents: { terms: true, privacy: true, marketing: true },
      });
    },
  });
  const office = () => ({ token: people.office.accessToken });
  const classes = { classFrom: 76, classTo: 90 };
  const content = {
    subject: '장학기금 모금 안내',
    bodyHtml: '<p>올해도 <strong>함께</strong>해 주세요.</p>',
  };
  /** What the office might paste: a script the sanitiser drops before anything is kept. */
  const pasted = `${content.bodyHtml}<script>alert(1)</script>`;

  /** The .eml files written since `before` (no SMTP_URL: the outbox directory is the relay). */
  const rawMails = () => {
    const dir = path.join(server.dataDir, 'outbox');
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.endsWith('.eml'))
          .sort()
          .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
      : [];
  };
  const campaignMailsTo = (userId: string, subject = content.subject) =>
    rawMails().filter(
      (raw) => raw.includes(`${userId}@example.com`) && decodedSubject(raw).includes(subject),
    );

  async function send(body: Record<string, unknown>): Promise<string> {
    const sent = expectSuccess(
      await server.call<{ campaignId: string }>('sendCampaign', { ...office(), body }),
    );
    await deliveredWhole(sent.campaignId);
    return sent.campaignId;
  }

  /** The paced messages fall due within the minute: the schedule's passes deliver them all. */
  async function deliveredWhole(campaignId: string): Promise<void> {
    server.clock.advance(60_000);
    await vi.waitFor(async () => {
      await server.runtime.services.messageDelivery.deliverDue();
      const { campaign } = await server.runtime.services.officeCampaigns.officeCampaign(
        campaignId,
        {},
      );
      expect(campaign.progress.pending).toBe(0);
    });
  }

  it('counts the audience: 홍보 only reaches standing consents; 안내 every member picked', async () => {
    const promotion = expectSuccess(
      await server.call<Count>('audienceCount', {
        ...office(),
        body: { kind: 'promotion', channel: 'mail', audience: classes },
      }),
    );
    expect(promotion).toMatchObject({ reached: 2, matched: 2, noAddress: 0 });
    expect(promotion.words).toBe('76~90기, 홍보 수신 동의자');
    const notice = expectSuccess(
      await server.call<Count>('audienceCount', {
        ...office(),
        body: { kind: 'notice', channel: 'mail', audience: { classFrom: 76, classTo: 76 } },
      }),
    );
    expect(notice).toMatchObject({ matched: 2, reached: 2, declined: 0 });
    expect(notice.words).toBe('76기');
  });

  it('sends 홍보 to consenting members only, with (광고), the footer and the one-click headers; a one-click refusal keeps the member out of the next send', async () => {
    const campaignId = await send({
      kind: 'promotion',
      channel: 'mail',
      ...content,
      bodyHtml: pasted,
      audience: classes,
    });
    const [toConsenting] = campaignMailsTo('consenting');
    expect(campaignMailsTo('younger')).toHaveLength(1);
    expect(campaignMailsTo('declining')).toHaveLength(0);
    expect(decodedSubject(toConsenting ?? '')).toBe(`(광고) ${content.subject}`);
    expect(toConsenting).not.toMatch(/script/iu);
    expect(toConsenting).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/mu);
    // The law's footer: who sent it, how to reach them, a free refusal by the member's own link.
    const footer = plainTextOf(toConsenting ?? '').split('---\n')[1] ?? '';
    expect(footer).toContain('보낸 곳: 한빛고등학교 총동문회 (02-1234-5678 · 서울특별시');
    expect(footer).toMatch(
      /수신거부\(무료\): http:\/\/localhost:8080\/messages\/choices\?t=Y29uc2VudGluZw\.[\w-]+/u,
    );
    const oneClick = /^List-Unsubscribe: <([^>]+)>$/mu.exec(unfolded(toConsenting ?? ''))?.[1];
    expect(oneClick).toMatch(
      /^http:\/\/localhost:8080\/api\/messages\/unsubscribe\?t=.+&topic=promotion$/u,
    );

    const detail = expectSuccess(
      await server.call<DataOf<'officeCampaign'>>('officeCampaign', {
        ...office(),
        params: { campaignId },
      }),
    );
    expect(detail.campaign).toMatchObject({ state: 'sent', recipients: 2, kind: 'promotion' });
    expect(detail.campaign.bodyHtml).toBe(content.bodyHtml);
    expect(detail.campaign.progress).toEqual({ pending: 0, sent: 2, failed: 0 });
    expect(detail.messages.items.map((item) => item.recipientName).sort()).toEqual([
      '김민수',
      '김민수',
    ]);

    // The mail program's one-click refusal: a form POST to the header's address.
    const address = new URL(oneClick ?? '');
    const refused = await server.fetch(`${address.pathname}${address.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(200);

    await send({
      kind: 'promotion',
      channel: 'mail',
      ...content,
      subject: '두 번째 안내',
      audience: classes,
    });
    expect(campaignMailsTo('consenting', '두 번째 안내')).toHaveLength(0);
    expect(campaignMailsTo('younger', '두 번째 안내')).toHaveLength(1);

    // The office sees the change, with its time.
    const choices = expectSuccess(
      await server.call<DataOf<'memberMessageChoices'>>('memberMessageChoices', {
        ...office(),
        params: { userId: 'consenting' },
      }),
    );
    expect(choices.choices.receives.promotion).toBe(false);
    expect(choices.changes[0]).toMatchObject({ topic: 'promotion', receives: false });
  });

  it("keeps a member's 안내 refusal from the signed link, and refuses a forged link", async () => {
    const page = await server.fetch(
      `/api/messages/unsubscribe?t=${encodeURIComponent(tokenOf(server, 'declining'))}&topic=notice-mail`,
      { redirect: 'manual' },
    );
    // Opened in a browser, the address changes nothing: it shows the page.
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toMatch(/^\/messages\/choices\?t=/u);

    const t = tokenOf(server, 'declining');
    const shown = expectSuccess(
      await server.call<DataOf<'linkMessageChoices'>>('linkMessageChoices', { query: { t } }),
    );
    expect(shown).toMatchObject({ receives: { 'notice-mail': true, promotion: false } });
    expect(shown.email).not.toContain('declining@');
    expectSuccess(
      await server.call('changeLinkMessageChoices', {
        body: { t, receives: { 'notice-mail': false } },
      }),
    );
    const forged = `${t.split('.')[0] ?? ''}.AAAAAAAAAAAAAAAAAAAAAA`;
    const refusal = await server.call('linkMessageChoices', { query: { t: forged } });
    expectRefusal(refusal, 'invalidInput');
    expect(refusal.body.message).toBe(CHOICE_LINK_INVALID);

    await send({
      kind: 'notice',
      channel: 'mail',
      ...content,
      subject: '정기총회 안내',
      audience: classes,
    });
    expect(campaignMailsTo('declining', '정기총회 안내')).toHaveLength(0);
    expect(campaignMailsTo('consenting', '정기총회 안내')).toHaveLength(1);
    const [notice] = campaignMailsTo('consenting', '정기총회 안내');
    expect(decodedSubject(notice ?? '')).toBe('정기총회 안내');

    const changes = expectSuccess(
      await server.call<DataOf<'memberMessageChoices'>>('memberMessageChoices', {
        ...office(),
        params: { userId: 'declining' },
      }),
    ).changes;
    expect(changes[0]).toMatchObject({ topic: 'notice-mail', receives: false, source: 'link' });
  });

  it('lets a member choose on /me, each change recorded', async () => {
    const member = people.younger;
    const before = expectSuccess(
      await server.call<DataOf<'myMessageChoices'>>('myMessageChoices', as(member)),
    );
    expect(before.receives).toEqual({ 'notice-mail': true, 'notice-text': true, promotion: true });
    expect(before.promotionUntil).not.toBeNull();
    const after = expectSuccess(
      await server.call<DataOf<'changeMyMessageChoices'>>('changeMyMessageChoices', {
        ...as(member),
        body: { 'notice-text': false, promotion: false },
      }),
    );
    expect(after.receives).toEqual({ 'notice-mail': true, 'notice-text': false, promotion: false });
    expect(after.promotionUntil).toBeNull();
  });

  it('starts a scheduled send at its time, and cancels one not started', async () => {
    const at = new Date(server.clock.now().getTime() + 60 * 60_000).toISOString();
    const later = expectSuccess(
      await server.call<{ campaignId: string }>('sendCampaign', {
        ...office(),
        body: { kind: 'notice', channel: 'mail', ...content, audience: classes, scheduledAt: at },
      }),
    );
    const cancelled = expectSuccess(
      await server.call<{ campaignId: string }>('sendCampaign', {
        ...office(),
        body: {
          kind: 'notice',
          channel: 'mail',
          ...content,
          subject: '취소할 안내',
          audience: classes,
          scheduledAt: at,
        },
      }),
    );
    expectSuccess(
      await server.call('cancelCampaign', {
        ...office(),
        params: { campaignId: cancelled.campaignId },
      }),
    );
    expect(await server.runtime.services.campaignSending.startDue()).toBe(0);
    expect(campaignMailsTo('consenting')).toHaveLength(0);

    server.clock.advance(61 * 60_000);
    expect(await server.runtime.services.campaignSending.startDue()).toBe(1);
    await deliveredWhole(later.campaignId);
    expect(campaignMailsTo('consenting')).toHaveLength(1);
    expect(campaignMailsTo('consenting', '취소할 안내')).toHaveLength(0);

    // Two hours on, the office signs in again (its token has lapsed meanwhile).
    const again = { token: (await signIn(server, people.office)).accessToken };
    const list = expectSuccess(
      await server.call<DataOf<'officeCampaigns'>>('officeCampaigns', again),
    );
    expect(list.items.map((item) => item.state).sort()).toEqual(['cancelled', 'sent']);
    const started = await server.call('cancelCampaign', {
      ...again,
      params: { campaignId: later.campaignId },
    });
    expectRefusal(started, 'invalidState');
    expect(started.body.message).toBe(CAMPAIGN_REFUSALS.notScheduled);
  });

  it('asks for the consent again a month before two years, once; unanswered, it lapses; confirmed, it stands', async () => {
    const confirmations = server.runtime.services.consentConfirmations;
    expect(await confirmations.askDue()).toBe(0);
    server.clock.advance(days(700));
    expect(await confirmations.askDue()).toBe(2);
    expect(await confirmations.askDue()).toBe(0);
    const asking = server.mails().filter((mail) => mail.subject.includes('수신 동의를 확인'));
    expect(asking.map((mail) => mail.to).sort()).toEqual([
      'consenting@example.com',
      'younger@example.com',
    ]);
    const link = /(http:\/\/localhost:8080\/messages\/choices\?t=[^\s&]+)&confirm=promotion/u.exec(
      asking.find((mail) => mail.to === 'consenting@example.com')?.text ?? '',
    );
    const t = new URL(link?.[1] ?? 'http://x').searchParams.get('t') ?? '';
    expectSuccess(await server.call('confirmPromotion', { body: { t } }));

    server.clock.advance(days(40));
    const count = await server.runtime.services.officeCampaigns.audienceCount({
      kind: 'promotion',
      channel: 'mail',
      audience: classes,
    });
    // The one who confirmed still receives 홍보; the one who did not has lapsed.
    expect(count).toMatchObject({ reached: 1 });
  });

  it('refuses what the office cannot send, in Korean, changing nothing', async () => {
    const refusals: [Record<string, unknown>, string][] = [
      [
        // No SMS_REFUSAL_NUMBER: a 홍보 text would carry no free way to refuse.
        { kind: 'promotion', channel: 'text', ...content, audience: {} },
        '광고 문자에는 무료 수신거부 번호(080)가 있어야 합니다. 번호를 설정한 뒤 보내 주세요.',
      ],
      [
        { kind: 'notice', channel: 'mail', ...content, bodyHtml: '<p> </p>', audience: {} },
        CAMPAIGN_REFUSALS.emptyBody,
      ],
      [
        { kind: 'notice', channel: 'mail', ...content, audience: { classFrom: 90, classTo: 76 } },
        '기수의 끝이 시작보다 앞설 수 없습니다.',
      ],
      [
        {
          kind: 'notice',
          channel: 'mail',
          ...content,
          audience: {},
          scheduledAt: '2020-01-01T00:00:00.000Z',
        },
        CAMPAIGN_REFUSALS.scheduleInPast,
      ],
      [
        { kind: 'notice', channel: 'mail', ...content, audience: { classFrom: 200 } },
        CAMPAIGN_REFUSALS.noRecipients,
      ],
    ];
    for (const [body, message] of refusals) {
      const refused = await server.call('sendCampaign', { ...office(), body });
      expectRefusal(refused, 'invalidInput');
      expect(refused.body.message).toBe(message);
    }
    expect(
      expectSuccess(await server.call<DataOf<'officeCampaigns'>>('officeCampaigns', office()))
        .total,
    ).toBe(0);
    expectRefusal(
      await server.call('sendCampaign', { ...as(people.consenting), body: refusals[0]?.[0] }),
      'forbidden',
    );
    // A form is taken by the one-click call alone.
    const form = await server.fetch('/api/user/my/message-choices', {
      method: 'PUT',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${people.consenting.accessToken}`,
      },
      body: 'promotion=false',
    });
    expect(form.status).toBe(415);
  });

  it('sends 안내 by text to members who receive texts, through the sandbox', async () => {
    expectSuccess(
      await server.call('changeMyMessageChoices', {
        ...as(people.declining),
        body: { 'notice-text': false },
      }),
    );
    const campaignId = await send({
      kind: 'notice',
      channel: 'text',
      subject: '동문 체육대회',
      bodyHtml: '<p>5월 10일 토요일 모교 운동장에서 만나요.</p>',
      audience: classes,
    });
    const dir = path.join(server.dataDir, 'sms-outbox');
    const texts = fs
      .readdirSync(dir)
      .map(
        (name) =>
          JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as { to: string; body: string },
      );
    expect(texts).toHaveLength(2);
    expect(texts.map((text) => text.body)).toEqual([
      '5월 10일 토요일 모교 운동장에서 만나요.',
      '5월 10일 토요일 모교 운동장에서 만나요.',
    ]);
    const { campaign, messages } = await server.runtime.services.officeCampaigns.officeCampaign(
      campaignId,
      {},
    );
    expect(campaign).toMatchObject({ channel: 'text', recipients: 2, state: 'sent' });
    expect(messages.items.every((item) => /^010-\*{4}-\d{4}$/u.test(item.to))).toBe(true);
  });

  it('mails a notice published with 회원에게 메일로도 알리기, once, with its link; a draft is not mailed', async () => {
    const draft = {
      title: '제45차 정기총회 안내',
      bodyHtml: '<p>12월 20일 오후 6시, 동문회관에서 열립니다.</p>',
      pinned: false,
      published: false,
      attachmentsMstId: null,
      mailMembers: true,
    };
    const { noticeId } = expectSuccess(
      await server.call<{ noticeId: string }>('createNotice', { ...office(), body: draft }),
    );
    expect(campaignMailsTo('consenting', draft.title)).toHaveLength(0);
    const publish = () =>
      server.call('updateNotice', {
        ...office(),
        params: { noticeId },
        body: { ...draft, published: true },
      });
    expectSuccess(await publish());
    const [{ campaignId } = { campaignId: '' }] = (
      await server.runtime.services.officeCampaigns.officeCampaigns({})
    ).items;
    await deliveredWhole(campaignId);
    expectSuccess(await publish());
    await server.runtime.services.messageDelivery.deliverDue();
    const mails = campaignMailsTo('consenting', draft.title);
    expect(mails).toHaveLength(1);
    expect(decodedSubject(mails[0] ?? '')).toBe(draft.title);
    expect(plainTextOf(mails[0] ?? '')).toContain(
      `자세히 보기: http://localhost:8080/association/notice?id=${noticeId}`,
    );
    // Every member who receives 안내 by mail: the office's administrator too.
    expect(campaignMailsTo('declining', draft.title)).toHaveLength(1);
    expect(campaignMailsTo('office', draft.title)).toHaveLength(1);
  });

  it('sends a test to the administrator alone, marked as such', async () => {
    const tested = expectSuccess(
      await server.call<{ to: string }>('testCampaign', {
        ...office(),
        body: { kind: 'promotion', channel: 'mail', ...content },
      }),
    );
    expect(tested.to).toContain('***');
    const mails = server.mails().filter((mail) => mail.subject.includes('[시험 발송]'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`[시험 발송] (광고) ${content.subject}`);
    expect(campaignMailsTo('consenting')).toHaveLength(0);
  });
});

function days(count: number): number {
  return count * 86_400_000;
}

/** The member's signed link's token, as the server writes it into mails. */
function tokenOf(server: TestServer, userId: string): string {
  return server.runtime.services.choiceLinks.tokenFor(userId);
}

/** The text part of a mail with a text and an HTML part, decoded. */
function plainTextOf(raw: string): string {
  const boundary = /boundary="?([^";\s]+)"?/u.exec(unfolded(raw))?.[1] ?? '';
  const part = raw
    .replace(/\r\n/gu, '\n')
    .split(`--${boundary}`)
    .find((each) => /content-type: text\/plain/iu.test(each));
  return parseEml((part ?? '').replace(/^\n/u, '')).text;
}

/** Header lines folded by the mail writer, joined again. */
function unfolded(raw: string): string {
  return raw.replace(/\r\n/gu, '\n').replace(/\n[ \t]+/gu, ' ');
}

function decodedSubject(raw: string): string {
  const subject = /^Subject: (.*)$/mu.exec(unfolded(raw))?.[1] ?? '';
  return subject.replace(
    /=\?utf-8\?([BQ])\?([^?]*)\?=\s*/giu,
    (_all, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/gu, ' ')
              .replace(/=([0-9A-F]{2})/giu, (_h, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
  );
}
