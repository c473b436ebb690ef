import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  type AudienceFilter,
  audienceFilterProblems,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_RECIPIENTS_PAGE_SIZE,
  CAMPAIGN_REFUSALS,
  type CampaignSummary,
  campaignStateOf,
  describeAudience,
  scheduleRefusal,
  maskedMobileNumber,
  type MessageChannel,
  type MessageKind,
  TEST_SEND_PREFIX,
} from '../../../src/domain/messages';
import { maskedEmail } from '../../../src/domain/payments';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError } from '../shared/app-error';
import type { AccountRepository, Clock, Mailer, Random, Transactions } from '../shared/ports';
import type { Audiences } from './audiences';
import { campaignMail } from './campaign-mail';
import type { CampaignSending } from './campaign-sending';
import type {
  AudienceSources,
  CampaignMessage,
  CampaignOutboxRepository,
  CampaignRecord,
  CampaignRepository,
} from './campaigns-port';
import type { ChoiceLinks } from './choice-links';
import type { Texter } from './sms-port';

/** A number the text rules take, to check a text before it has its recipients. */
const SAMPLE_MOBILE = '01000000000';

export interface OfficeCampaignsDependencies {
  readonly campaigns: CampaignRepository;
  readonly campaignOutbox: CampaignOutboxRepository;
  readonly audiences: Audiences;
  readonly audienceSources: AudienceSources;
  readonly campaignSending: CampaignSending;
  readonly choiceLinks: ChoiceLinks;
  readonly sender: { readonly associationName: string; readonly contact: string };
  readonly accounts: AccountRepository;
  readonly mailer: Mailer;
  readonly texter: Texter;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
  readonly transactions: Transactions;
}

/** What the office writes: the message, and (for a send) its audience and time. */
export interface CampaignInput {
  readonly kind: MessageKind;
  readonly channel: MessageChannel;
  readonly subject: string;
  readonly bodyHtml: string;
  readonly noticeId?: string | null;
}

export interface SendInput extends CampaignInput {
  readonly audience: AudienceFilter;
  readonly scheduledAt?: string | null;
}

/**
 * 소식 보내기 (issue 32, items 2–3): the audience counted before sending, a test to oneself, a
 * send now or at a time (audited), the sends with their progress, and each send's recipients.
 */
export class OfficeCampaigns {
  constructor(private readonly deps: OfficeCampaignsDependencies) {}

  async audienceCount(input: {
    readonly kind: MessageKind;
    readonly channel: MessageChannel;
    readonly audience: AudienceFilter;
  }) {
    const audience = await this.checkedAudience(input.audience, input.kind);
    const resolved = await this.deps.audiences.resolve(audience, input.kind, input.channel);
    return {
      matched: resolved.matched,
      reached: resolved.reached.length,
      declined: resolved.declined,
      noAddress: resolved.noAddress,
      words: await this.wordsOf(audience),
    };
  }

  async sendCampaign(actor: AdminActor, input: SendInput): Promise<{ campaignId: string }> {
    const campaignId = this.deps.random.id();
    await this.deps.audit.audited(actor, AUDIT_ACTIONS.sendCampaign, campaignId, async () => {
      const bodyHtml = await this.checkContent(input);
      const audience = await this.checkedAudience(input.audience, input.kind);
      const now = this.deps.clock.now();
      const scheduledAt = this.checkedSchedule(input.scheduledAt ?? null, now);
      const resolved = await this.deps.audiences.resolve(audience, input.kind, input.channel);
      if (resolved.reached.length === 0) {
        throw new AppError('invalidInput', CAMPAIGN_REFUSALS.noRecipients);
      }
      await this.deps.transactions.run(async () => {
        await this.deps.campaigns.insert({
          campaignId,
          kind: input.kind,
          channel: input.channel,
          subject: input.subject.trim(),
          // Kept as the sanitiser leaves it: the console shows it back as HTML.
          bodyHtml,
          noticeId: input.noticeId ?? null,
          audience,
          audienceWords: await this.wordsOf(audience),
          state: 'scheduled',
          scheduledAt,
          recipients: null,
          createdBy: actor.id,
          createdAt: now.toISOString(),
          startedAt: null,
        });
        // Now: started in the same transaction, so that no send is left waiting for no time.
        if (!scheduledAt) await this.deps.campaignSending.start(campaignId);
      });
    });
    return { campaignId };
  }

  /** The message as a member would get it, to the administrator's own address or number. */
  async testCampaign(actor: AdminActor, input: CampaignInput): Promise<{ to: string }> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.testCampaign, null, async () => {
      await this.checkContent(input);
      const account = await this.deps.accounts.find(actor.id);
      const campaign = { ...input, noticeId: input.noticeId ?? null };
      if (input.channel === 'text') {
        if (!account?.mobile) throw new AppError('invalidInput', CAMPAIGN_REFUSALS.noOwnMobile);
        await this.deps.texter.send({
          to: account.mobile,
          body: `${TEST_SEND_PREFIX} ${this.deps.campaignSending.textOf(campaign)}`,
          kind: input.kind,
          subject: input.subject,
        });
        return { to: maskedMobileNumber(account.mobile) };
      }
      if (!account?.email) throw new AppError('invalidInput', CAMPAIGN_REFUSALS.noOwnEmail);
      const mail = campaignMail(
        this.deps.campaignSending.contentOf(campaign),
        { userId: actor.id, email: account.email },
        this.deps.choiceLinks,
        this.deps.sender,
      );
      await this.deps.mailer.send({ ...mail, subject: `${TEST_SEND_PREFIX} ${mail.subject}` });
      return { to: maskedEmail(account.email) };
    });
  }

  /**
   * A published notice mailed to every member who receives 안내 by mail (issue 32, item 6), in
   * the transaction open at the time (the notice's publishing). Once per notice: saved again
   * with the box ticked, it is not mailed twice; with no one to reach, nothing is sent.
   */
  async announceNotice(
    actor: AdminActor,
    notice: { readonly noticeId: string; readonly title: string; readonly bodyHtml: string },
  ): Promise<void> {
    if (await this.deps.campaigns.existsForNotice(notice.noticeId)) return;
    const campaignId = this.deps.random.id();
    await this.deps.audit.audited(actor, AUDIT_ACTIONS.sendCampaign, campaignId, async () => {
      await this.deps.campaigns.insert({
        campaignId,
        kind: 'notice',
        channel: 'mail',
        subject: notice.title,
        bodyHtml: notice.bodyHtml,
        noticeId: notice.noticeId,
        audience: {},
        audienceWords: describeAudience({}, null),
        state: 'scheduled',
        scheduledAt: null,
        recipients: null,
        createdBy: actor.id,
        createdAt: this.deps.clock.now().toISOString(),
        startedAt: null,
      });
      await this.deps.campaignSending.start(campaignId);
    });
  }

  async officeCampaigns(query: { readonly page?: number }) {
    const page = query.page ?? 1;
    const { items, total } = await this.deps.campaigns.list({
      offset: (page - 1) * CAMPAIGN_PAGE_SIZE,
      limit: CAMPAIGN_PAGE_SIZE,
    });
    const progress = await this.deps.campaignOutbox.progressOf(items.map((c) => c.campaignId));
    return {
      items: items.map((campaign) => summaryOf(campaign, progress.get(campaign.campaignId))),
      total,
      page,
      size: CAMPAIGN_PAGE_SIZE,
    };
  }

  async officeCampaign(campaignId: string, query: { readonly page?: number }) {
    const campaign = await this.deps.campaigns.find(campaignId);
    if (!campaign) throw new AppError('notFound', CAMPAIGN_REFUSALS.noSuchCampaign);
    const page = query.page ?? 1;
    const [progress, messages] = await Promise.all([
      this.deps.campaignOutbox.progressOf([campaignId]),
      this.deps.campaignOutbox.messagesOf(campaignId, {
        offset: (page - 1) * CAMPAIGN_RECIPIENTS_PAGE_SIZE,
        limit: CAMPAIGN_RECIPIENTS_PAGE_SIZE,
      }),
    ]);
    return {
      campaign: {
        ...summaryOf(campaign, progress.get(campaignId)),
        bodyHtml: campaign.bodyHtml,
        noticeId: campaign.noticeId,
      },
      messages: {
        items: messages.items as CampaignMessage[],
        total: messages.total,
        page,
        size: CAMPAIGN_RECIPIENTS_PAGE_SIZE,
      },
    };
  }

  async cancelCampaign(actor: AdminActor, campaignId: string): Promise<void> {
    await this.deps.audit.audited(actor, AUDIT_ACTIONS.cancelCampaign, campaignId, async () => {
      if (await this.deps.campaigns.cancel(campaignId)) return;
      const found = await this.deps.campaigns.find(campaignId);
      throw found
        ? new AppError('invalidState', CAMPAIGN_REFUSALS.notScheduled)
        : new AppError('notFound', CAMPAIGN_REFUSALS.noSuchCampaign);
    });
  }

  /** The content checked; answers the body as the sanitiser leaves it. */
  private async checkContent(input: CampaignInput): Promise<string> {
    const body = this.deps.campaignSending.contentOf({ ...input, noticeId: null });
    if (!body.text && !/<img\b/iu.test(body.html)) {
      throw new AppError('invalidInput', CAMPAIGN_REFUSALS.emptyBody);
    }
    if (input.channel === 'text') {
      // The text's rules (length, 홍보's free refusal number), checked on a sample number.
      const refusal = this.deps.texter.refusal({
        to: SAMPLE_MOBILE,
        body: this.deps.campaignSending.textOf({ ...input, noticeId: input.noticeId ?? null }),
        kind: input.kind,
        subject: input.subject,
      });
      if (refusal) throw new AppError('invalidInput', refusal);
    }
    if (input.noticeId && !(await this.deps.audienceSources.noticeTitle(input.noticeId))) {
      throw new AppError('invalidInput', CAMPAIGN_REFUSALS.noSuchNotice);
    }
    return body.html;
  }

  /** The filters checked; 홍보 always only to standing consents. */
  private async checkedAudience(filter: AudienceFilter, kind: MessageKind) {
    const problem = audienceFilterProblems(filter)[0];
    if (problem) throw new AppError('invalidInput', problem.message);
    if (filter.donorsOfFund && !(await this.deps.audienceSources.fundName(filter.donorsOfFund))) {
      throw new AppError('invalidInput', CAMPAIGN_REFUSALS.noSuchFund);
    }
    return kind === 'promotion' ? { ...filter, consentedOnly: true } : filter;
  }

  private checkedSchedule(scheduledAt: string | null, now: Date): string | null {
    if (!scheduledAt) return null;
    const at = new Date(scheduledAt);
    const refused = scheduleRefusal(at, now);
    if (refused) throw new AppError('invalidInput', refused);
    return at.toISOString();
  }

  private async wordsOf(filter: AudienceFilter): Promise<string> {
    const fund = filter.donorsOfFund
      ? await this.deps.audienceSources.fundName(filter.donorsOfFund)
      : null;
    return describeAudience(filter, fund);
  }
}

function summaryOf(
  campaign: CampaignRecord,
  progress = { pending: 0, sent: 0, failed: 0 },
): CampaignSummary {
  return {
    campaignId: campaign.campaignId,
    kind: campaign.kind,
    channel: campaign.channel,
    subject: campaign.subject,
    audience: campaign.audienceWords,
    state: campaignStateOf(campaign.state, progress),
    scheduledAt: campaign.scheduledAt,
    createdAt: campaign.createdAt,
    createdBy: campaign.createdBy,
    recipients: campaign.recipients,
    progress,
  };
}
