import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignRequest } from '../../../src/application/messages';
import {
  CAMPAIGN_REFUSALS,
  MESSAGE_KIND_LABELS,
  PROMOTION_SUBJECT_PREFIX,
  TEST_SEND_PREFIX,
} from '../../../src/domain/messages';
import { HAEUNDAE_48058 } from '../../support/addresses';
import { aDonation, donorDraftFor } from '../../support/donations';
import {
  approvedMember,
  type MakePortWorld,
  ONE_DAY,
  ONE_HOUR,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

/** Members of 76기 and 77기 only: the administrator (another class, or none) is never one. */
const CLASSES = { classFrom: 76, classTo: 77 } as const;
const BODY = '<p>12월 6일 송년회에 모십니다.</p>';

/**
 * The OfficeCampaignApi port (issue 32, items 2–3): the office counts an audience built from
 * filters, tries the message on its own address, sends it now or at a time (홍보 only to members
 * whose marketing consent stands, its subject starting with (광고)), follows each recipient's
 * message, and calls off a scheduled send.
 */
export function describeOfficeCampaignApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`OfficeCampaignApi (${name})`, () => {
    let world: PortWorld;

    beforeEach(async () => {
      world = await makeWorld();
    });

    afterEach(async () => {
      await world.close();
    });

    /** A send of 안내 by mail to 76기 and 77기, but for the changes. */
    const send = (changes: Partial<CampaignRequest> = {}) =>
      world.officeCampaigns.sendCampaign({
        kind: 'notice',
        channel: 'mail',
        subject: '정기총회 안내',
        bodyHtml: BODY,
        audience: CLASSES,
        ...changes,
      });

    /** 76기 in 서울 (consenting to 홍보), 76기 in 부산 (not), 77기 in 서울 (not), 80기 (consenting). */
    async function roster() {
      const seoul76 = await approvedMember(world, {
        classNumber: 76,
        consents: { terms: true, privacy: true, marketing: true },
      });
      const busan76 = await approvedMember(world, { classNumber: 76, address: HAEUNDAE_48058 });
      const seoul77 = await approvedMember(world, { classNumber: 77, graduationYear: 2005 });
      const other = await approvedMember(world, {
        classNumber: 80,
        graduationYear: 2008,
        consents: { terms: true, privacy: true, marketing: true },
      });
      await world.signInAsAdministrator();
      return { seoul76, busan76, seoul77, other };
    }

    it('counts an audience by its filters, 홍보 only to standing consents', async () => {
      await roster();
      const count = (audience: object, kind: 'notice' | 'promotion' = 'notice') =>
        world.officeCampaigns.audienceCount({ kind, channel: 'mail', audience });

      expect(await count(CLASSES)).toEqual({
        matched: 3,
        reached: 3,
        declined: 0,
        noAddress: 0,
        words: '76~77기',
      });
      expect(await count({ ...CLASSES, regions: ['부산'] })).toMatchObject({
        matched: 1,
        reached: 1,
        words: '76~77기, 부산',
      });
      expect(await count({ graduationFrom: 2004, graduationTo: 2004, ...CLASSES })).toMatchObject({
        matched: 2,
        words: '76~77기, 2004년 졸업',
      });
      // 홍보: only the consenting member is picked, whatever the office ticked.
      expect(await count(CLASSES, 'promotion')).toMatchObject({
        matched: 1,
        reached: 1,
        words: '76~77기, 홍보 수신 동의자',
      });
      expect(await count({ ...CLASSES, consentedOnly: true })).toMatchObject({ reached: 1 });
    });

    it('picks the dues payers of a year', async () => {
      const { seoul77 } = await roster();
      await world.recordPaidDues({
        memberId: seoul77.userId,
        kind: 'annual',
        year: 2026,
        amount: 30_000,
        orderId: `dues-${seoul77.userId}`,
      });
      const audience = { ...CLASSES, duesPayersOfYear: 2026 };
      expect(
        await world.officeCampaigns.audienceCount({ kind: 'notice', channel: 'mail', audience }),
      ).toMatchObject({ matched: 1, reached: 1, words: '76~77기, 2026년 회비 납부자' });
    });

    it('picks the donors of a year, and of a fund', async () => {
      const { seoul76, seoul77 } = await roster();
      const office = world.officeDonations;
      const fund = await office.createDonationFund({
        name: '100주년 기념기금',
        description: '개교 100주년을 기념하는 지정 기금입니다.',
        active: true,
      });
      await office.recordDonation(await office.createDonor(donorDraftFor(seoul76)), {
        ...aDonation(),
        donatedOn: '2025-05-01',
        fundId: fund,
      });
      await office.recordDonation(await office.createDonor(donorDraftFor(seoul77)), {
        ...aDonation(),
        donatedOn: '2025-06-01',
      });
      const count = (audience: object) =>
        world.officeCampaigns.audienceCount({ kind: 'notice', channel: 'mail', audience });
      expect(await count({ ...CLASSES, donorsOfYear: 2025 })).toMatchObject({ matched: 2 });
      expect(await count({ ...CLASSES, donorsOfYear: 2025, donorsOfFund: fund })).toMatchObject({
        matched: 1,
      });
      expect(await count({ ...CLASSES, donorsOfYear: 2024 })).toMatchObject({ matched: 0 });
    });

    it('refuses filters that contradict themselves, and an unknown fund', async () => {
      await roster();
      const count = (audience: object) =>
        world.officeCampaigns.audienceCount({ kind: 'notice', channel: 'mail', audience });

      await expect(count({ classFrom: 80, classTo: 76 })).rejects.toMatchObject(
        refusal('invalidInput', '기수의 끝이 시작보다 앞설 수 없습니다.'),
      );
      await expect(count({ donorsOfYear: 2026, donorsOfFund: 'nosuchfund' })).rejects.toMatchObject(
        refusal('invalidInput', CAMPAIGN_REFUSALS.noSuchFund),
      );
    });

    it('sends 안내 by text to the members’ mobile numbers, listed masked; 홍보 texts need an 080 number', async () => {
      const { seoul76 } = await roster();
      const text = { channel: 'text', subject: '송년회' } as const;
      expect(
        await world.officeCampaigns.audienceCount({
          kind: 'notice',
          channel: 'text',
          audience: CLASSES,
        }),
      ).toMatchObject({ matched: 3, reached: 3, noAddress: 0 });

      const { campaignId } = await send(text);
      const { campaign, messages } = await world.officeCampaigns.officeCampaign(campaignId, {});
      expect(campaign).toMatchObject({ channel: 'text', recipients: 3 });
      expect(messages.items.find((each) => each.recipientName === seoul76.name)).toMatchObject({
        to: '010-****-5678',
        subject: '[문자] 송년회',
      });
      await expect(send({ ...text, kind: 'promotion' })).rejects.toMatchObject(
        refusal('invalidInput', /080/u),
      );
    });

    it('sends 홍보 now to the consenting members, (광고) first, each message followed', async () => {
      const { seoul76 } = await roster();
      const { campaignId } = await send({
        kind: 'promotion',
        subject: '동문 기업 할인 안내',
        bodyHtml: `${BODY}<script>alert(1)</script>`,
      });

      const { campaign, messages } = await world.officeCampaigns.officeCampaign(campaignId, {});
      expect(campaign).toMatchObject({
        campaignId,
        kind: 'promotion',
        subject: '동문 기업 할인 안내',
        audience: '76~77기, 홍보 수신 동의자',
        recipients: 1,
        scheduledAt: null,
        createdBy: 'office1',
        bodyHtml: BODY,
        noticeId: null,
      });
      expect(['sending', 'sent']).toContain(campaign.state);
      expect(campaign.progress.pending + campaign.progress.sent).toBe(1);
      expect(messages).toMatchObject({ page: 1, total: 1 });
      expect(messages.items[0]).toMatchObject({
        to: seoul76.email,
        recipientName: seoul76.name,
        subject: `${PROMOTION_SUBJECT_PREFIX} 동문 기업 할인 안내`,
      });
      const list = await world.officeCampaigns.officeCampaigns({});
      expect(list).toMatchObject({ page: 1, total: 1 });
      expect(list.items[0]).toMatchObject({ campaignId, kind: 'promotion', recipients: 1 });
    });

    it('refuses a send that reaches nobody, or an empty body, and a notice not published', async () => {
      await roster();
      await expect(send({ audience: { classFrom: 90, classTo: 91 } })).rejects.toMatchObject(
        refusal('invalidInput', CAMPAIGN_REFUSALS.noRecipients),
      );
      await expect(send({ bodyHtml: '<p> </p>' })).rejects.toMatchObject(
        refusal('invalidInput', CAMPAIGN_REFUSALS.emptyBody),
      );
      await expect(send({ noticeId: 'nosuchnotice' })).rejects.toMatchObject(
        refusal('invalidInput', CAMPAIGN_REFUSALS.noSuchNotice),
      );
      expect((await world.officeCampaigns.officeCampaigns({})).total).toBe(0);
    });

    it('tries the message on the administrator’s own address, marked as a test', async () => {
      await roster();
      const { to } = await world.officeCampaigns.testCampaign({
        kind: 'promotion',
        channel: 'mail',
        subject: '동문 기업 할인 안내',
        bodyHtml: BODY,
      });

      expect(to).toBe('o***@example.com');
      expect(world.mailsTo('office@example.com')).toBe(1);
      const outbox = await world.officeMessages.officeOutbox({});
      expect(outbox.page.items[0]).toMatchObject({
        to: 'office@example.com',
        subject: `${TEST_SEND_PREFIX} ${PROMOTION_SUBJECT_PREFIX} 동문 기업 할인 안내`,
      });
      expect((await world.officeCampaigns.officeCampaigns({})).total).toBe(0);
    });

    it('sends at its time, to the audience as it stands then; a scheduled one is called off', async () => {
      const { seoul76, busan76, seoul77 } = await roster();
      const at = new Date(world.now().getTime() + ONE_HOUR).toISOString();
      const kept = await send({ scheduledAt: at });
      const called = await send({ scheduledAt: at });

      const waiting = await world.officeCampaigns.officeCampaign(kept.campaignId, {});
      expect(waiting.campaign).toMatchObject({
        state: 'scheduled',
        scheduledAt: at,
        recipients: null,
      });
      expect(waiting.messages.total).toBe(0);
      await world.officeCampaigns.cancelCampaign(called.campaignId);
      await expect(world.officeCampaigns.cancelCampaign(called.campaignId)).rejects.toMatchObject(
        refusal('invalidState', CAMPAIGN_REFUSALS.notScheduled),
      );
      await expect(world.officeCampaigns.cancelCampaign('nosuchcampaign')).rejects.toMatchObject(
        refusal('notFound'),
      );
      await expect(
        world.officeCampaigns.officeCampaign('nosuchcampaign', {}),
      ).rejects.toMatchObject(refusal('notFound'));

      world.advanceClock(ONE_HOUR + 60_000);
      await world.startDueCampaigns();
      const list = await world.officeCampaigns.officeCampaigns({});
      const byId = new Map(list.items.map((each) => [each.campaignId, each]));
      expect(byId.get(called.campaignId)).toMatchObject({ state: 'cancelled', recipients: null });
      expect(byId.get(kept.campaignId)).toMatchObject({ recipients: 3 });
      const gone = await world.officeCampaigns.officeCampaign(kept.campaignId, {});
      expect(gone.messages.items.map((each) => each.to).sort()).toEqual(
        [seoul76.email, busan76.email, seoul77.email].sort(),
      );
      expect(gone.messages.items[0]?.subject).toBe('정기총회 안내');
      expect(MESSAGE_KIND_LABELS[gone.campaign.kind]).toBe('안내');
    });

    it('refuses a time past or too far ahead', async () => {
      await roster();
      const now = world.now().getTime();
      await expect(
        send({ scheduledAt: new Date(now - ONE_HOUR).toISOString() }),
      ).rejects.toMatchObject(refusal('invalidInput', CAMPAIGN_REFUSALS.scheduleInPast));
      await expect(
        send({ scheduledAt: new Date(now + 91 * ONE_DAY).toISOString() }),
      ).rejects.toMatchObject(refusal('invalidInput', CAMPAIGN_REFUSALS.scheduleTooFar));
    });

    it('is the office’s alone', async () => {
      const member = await approvedMember(world);
      await signIn(world, member);
      await expect(world.officeCampaigns.officeCampaigns({})).rejects.toMatchObject(
        refusal('forbidden'),
      );
      await expect(
        world.officeCampaigns.audienceCount({ kind: 'notice', channel: 'mail', audience: {} }),
      ).rejects.toMatchObject(refusal('forbidden'));
      await expect(
        world.officeCampaigns.testCampaign({
          kind: 'notice',
          channel: 'mail',
          subject: '안내',
          bodyHtml: BODY,
        }),
      ).rejects.toMatchObject(refusal('forbidden'));
    });
  });
}
