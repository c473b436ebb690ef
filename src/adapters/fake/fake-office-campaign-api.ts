import { inject, injectable } from 'inversify';
import type {
  CampaignContent,
  CampaignDetail,
  CampaignRequest,
  OfficeCampaignApi,
} from '../../application/messages';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  type AudienceFilter,
  audienceFilterProblems,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_RECIPIENTS_PAGE_SIZE,
  CAMPAIGN_REFUSALS,
  describeAudience,
  scheduleRefusal,
  type MessageChannel,
  type MessageKind,
  maskedMobileNumber,
  TEST_SEND_PREFIX,
} from '../../domain/messages';
import { maskedEmail } from '../../domain/payments/outcome-texts';
import { FakeBackend } from './fake-backend';
import { cleanBody, contentRefusal, sendCampaignMessage } from './fake-campaign-messages';
import { type FakeCampaign, resolveAudience, summaryOf } from './fake-campaigns';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';

/**
 * 소식 보내기 in the fake backend, with the server's rules (issue 32, items 2–3): the audience
 * resolved from the fake's members when the send goes, 홍보 only to standing consents with (광고)
 * and the refusal's footer, one mail per recipient through the fake's outbox (delivered at once,
 * the pretend relay being up), a scheduled send started when the fake's clock passes its time
 * (looked at on each call, as the server's schedule would have), and cancellable until then.
 */
@injectable()
export class FakeOfficeCampaignApi implements OfficeCampaignApi {
  private readonly office: FakeOfficeAudit;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
  }

  async audienceCount(request: {
    readonly kind: MessageKind;
    readonly channel: MessageChannel;
    readonly audience: AudienceFilter;
  }) {
    this.office.requireAdministrator();
    const filter = this.checkedAudience(request.audience, request.kind);
    const { matched, reached, declined, noAddress } = resolveAudience(
      this.backend,
      filter,
      request.kind,
      request.channel,
    );
    return { matched, reached: reached.length, declined, noAddress, words: this.wordsOf(filter) };
  }

  async sendCampaign(request: CampaignRequest): Promise<{ campaignId: string }> {
    const campaignId = this.backend.nextId('campaign');
    await this.office.audited(AUDIT_ACTIONS.sendCampaign, campaignId, () => {
      const createdBy = this.office.requireAdministrator();
      this.checkContent(request);
      const audience = this.checkedAudience(request.audience, request.kind);
      const now = this.backend.clock.now();
      const scheduledAt = checkedSchedule(request.scheduledAt ?? null, now);
      const { reached } = resolveAudience(this.backend, audience, request.kind, request.channel);
      if (reached.length === 0) throw refusal('invalidInput', CAMPAIGN_REFUSALS.noRecipients);
      const campaign: FakeCampaign = {
        campaignId,
        kind: request.kind,
        channel: request.channel,
        subject: request.subject.trim(),
        bodyHtml: cleanBody(request.bodyHtml),
        noticeId: request.noticeId ?? null,
        audience,
        audienceWords: this.wordsOf(audience),
        state: 'scheduled',
        scheduledAt,
        recipients: null,
        createdBy,
        createdAt: now.toISOString(),
        messages: [],
      };
      this.backend.campaigns.push(campaign);
      if (!scheduledAt) this.start(campaign);
    });
    return { campaignId };
  }

  testCampaign(content: CampaignContent): Promise<{ to: string }> {
    return this.office.audited(AUDIT_ACTIONS.testCampaign, null, () => {
      const { profile } = this.backend.requireAccount();
      this.checkContent(content);
      const text = content.channel === 'text';
      if (text && !profile.mobile) throw refusal('invalidInput', CAMPAIGN_REFUSALS.noOwnMobile);
      if (!text && !profile.email) throw refusal('invalidInput', CAMPAIGN_REFUSALS.noOwnEmail);
      sendCampaignMessage(this.backend, content, profile, `${TEST_SEND_PREFIX} `);
      return { to: text ? maskedMobileNumber(profile.mobile) : maskedEmail(profile.email) };
    });
  }

  async officeCampaigns(query: { readonly page?: number }) {
    this.office.requireAdministrator();
    this.startDue();
    const page = query.page ?? 1;
    const newestFirst = [...this.backend.campaigns].reverse();
    const start = (page - 1) * CAMPAIGN_PAGE_SIZE;
    return {
      items: newestFirst
        .slice(start, start + CAMPAIGN_PAGE_SIZE)
        .map((campaign) => summaryOf(this.backend, campaign)),
      page,
      size: CAMPAIGN_PAGE_SIZE,
      total: newestFirst.length,
    };
  }

  async officeCampaign(
    campaignId: string,
    query: { readonly page?: number },
  ): Promise<CampaignDetail> {
    this.office.requireAdministrator();
    this.startDue();
    const campaign = this.find(campaignId);
    const page = query.page ?? 1;
    const start = (page - 1) * CAMPAIGN_RECIPIENTS_PAGE_SIZE;
    const byId = new Map(this.backend.outbox.map((mail) => [mail.messageId, mail]));
    const items = campaign.messages
      .slice(start, start + CAMPAIGN_RECIPIENTS_PAGE_SIZE)
      .flatMap(({ messageId, recipientName }) => {
        const found = byId.get(messageId);
        if (!found) return [];
        const { text: _text, ...entry } = found;
        return [{ ...entry, recipientName }];
      });
    return {
      campaign: {
        ...summaryOf(this.backend, campaign),
        bodyHtml: campaign.bodyHtml,
        noticeId: campaign.noticeId,
      },
      messages: {
        items,
        page,
        size: CAMPAIGN_RECIPIENTS_PAGE_SIZE,
        total: campaign.messages.length,
      },
    };
  }

  cancelCampaign(campaignId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.cancelCampaign, campaignId, () => {
      this.startDue();
      const campaign = this.find(campaignId);
      if (campaign.state !== 'scheduled') {
        throw refusal('invalidState', CAMPAIGN_REFUSALS.notScheduled);
      }
      campaign.state = 'cancelled';
    });
  }

  /**
   * A published notice mailed to every member who receives 안내 by mail (issue 32, item 6), as
   * the server does in the notice's publishing: once per notice, nothing when no one is reached.
   */
  announceNotice(
    createdBy: string,
    notice: { readonly noticeId: string; readonly title: string; readonly bodyHtml: string },
  ): void {
    if (this.backend.campaigns.some((each) => each.noticeId === notice.noticeId)) return;
    const campaign: FakeCampaign = {
      campaignId: this.backend.nextId('campaign'),
      kind: 'notice',
      channel: 'mail',
      subject: notice.title,
      bodyHtml: notice.bodyHtml,
      noticeId: notice.noticeId,
      audience: {},
      audienceWords: this.wordsOf({}),
      state: 'scheduled',
      scheduledAt: null,
      recipients: null,
      createdBy,
      createdAt: this.backend.clock.now().toISOString(),
      messages: [],
    };
    this.backend.campaigns.push(campaign);
    this.start(campaign);
  }

  /** The audience resolved now, one mail per member who receives it. */
  private start(campaign: FakeCampaign): void {
    const { reached } = resolveAudience(
      this.backend,
      campaign.audience,
      campaign.kind,
      campaign.channel,
    );
    campaign.state = 'sending';
    campaign.recipients = reached.length;
    campaign.messages = reached.flatMap((member) => {
      const messageId = sendCampaignMessage(this.backend, campaign, member);
      return messageId ? [{ messageId, recipientName: member.name }] : [];
    });
  }

  /** The scheduled sends whose time the fake's clock has passed, oldest first. */
  private startDue(): void {
    const now = this.backend.clock.now().toISOString();
    for (const campaign of this.backend.campaigns) {
      if (campaign.state === 'scheduled' && campaign.scheduledAt && campaign.scheduledAt <= now) {
        this.start(campaign);
      }
    }
  }

  private checkContent(content: CampaignContent): void {
    const refused = contentRefusal(this.backend, content);
    if (refused) throw refusal('invalidInput', refused);
  }

  /** The filters checked; 홍보 always only to standing consents. */
  private checkedAudience(filter: AudienceFilter, kind: MessageKind): AudienceFilter {
    const problem = audienceFilterProblems(filter)[0];
    if (problem) throw refusal('invalidInput', problem.message);
    if (filter.donorsOfFund && !this.fundName(filter.donorsOfFund)) {
      throw refusal('invalidInput', CAMPAIGN_REFUSALS.noSuchFund);
    }
    return kind === 'promotion' ? { ...filter, consentedOnly: true } : filter;
  }

  private fundName(fundId: string): string | null {
    return this.backend.donationRecords.funds.find((fund) => fund.fundId === fundId)?.name ?? null;
  }

  private wordsOf(filter: AudienceFilter): string {
    return describeAudience(
      filter,
      filter.donorsOfFund ? this.fundName(filter.donorsOfFund) : null,
    );
  }

  private find(campaignId: string): FakeCampaign {
    const found = this.backend.campaigns.find((each) => each.campaignId === campaignId);
    if (!found) throw refusal('notFound', CAMPAIGN_REFUSALS.noSuchCampaign);
    return found;
  }
}

function checkedSchedule(scheduledAt: string | null, now: Date): string | null {
  if (!scheduledAt) return null;
  const at = new Date(scheduledAt);
  const refused = scheduleRefusal(at, now);
  if (refused) throw refusal('invalidInput', refused);
  return at.toISOString();
}
