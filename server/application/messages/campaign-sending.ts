import type { AudienceMember, Sender } from '../../../src/domain/messages';
import type { Clock, Random, Transactions, TransactionHooks } from '../shared/ports';
import type { Audiences } from './audiences';
import { type CampaignContent, campaignMail } from './campaign-mail';
import type { CampaignRecord, CampaignRepository } from './campaigns-port';
import type { ChoiceLinks } from './choice-links';
import type { MessageDelivery } from './message-delivery';
import type { NewMessage, OutboxRepository } from './outbox-port';
import type { Texter } from './sms-port';

export interface CampaignSendingDependencies {
  readonly campaigns: CampaignRepository;
  readonly outbox: OutboxRepository;
  readonly audiences: Audiences;
  readonly choiceLinks: ChoiceLinks;
  readonly sender: Sender;
  /** The notices' sanitiser: the body is cleaned again as it goes out. */
  readonly html: { clean(html: string): { readonly html: string; readonly text: string } };
  /** A notice's address on the site. */
  readonly noticeUrl: (noticeId: string) => string;
  /** How many messages a minute the relay takes (MAIL_SEND_PER_MINUTE). */
  readonly mailPerMinute: number;
  readonly delivery: Pick<MessageDelivery, 'deliverDue'>;
  /** The office's texts go through the outbox's texter (its rules: number, length, 080). */
  readonly texter: Texter;
  readonly transactions: Transactions & TransactionHooks;
  readonly clock: Clock;
  readonly random: Random;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * A send going out (issue 32, item 2): the audience resolved at that moment (choices changed
 * since the office pressed 보내기 are respected), one message per member written to the outbox in
 * one transaction with the send's start, each due at the relay's pace (the n-th after n/rate
 * minutes), so that the outbox's delivery, on any instance, keeps to the rate without a counter.
 */
export class CampaignSending {
  constructor(private readonly deps: CampaignSendingDependencies) {}

  /** Starts the send if it is still waiting (one caller wins); answers how many it is for. */
  async start(campaignId: string): Promise<number | null> {
    const { campaigns, transactions, clock } = this.deps;
    const started = await transactions.run(async () => {
      const campaign = await campaigns.find(campaignId);
      if (!campaign || campaign.state !== 'scheduled') return null;
      const audience = await this.deps.audiences.resolve(
        campaign.audience,
        campaign.kind,
        campaign.channel,
      );
      const now = clock.now();
      if (!(await campaigns.start(campaignId, now.toISOString(), audience.reached.length))) {
        return null;
      }
      if (campaign.channel === 'mail') {
        await this.deps.outbox.addMany(this.mailsOf(campaign, audience.reached, now));
      } else {
        await this.writeTexts(campaign, audience.reached, now);
      }
      await transactions.afterCommit(() => this.deliverFirst());
      return audience.reached.length;
    });
    return started;
  }

  /** The scheduled sends whose time has come (server/maintenance.ts). */
  async startDue(): Promise<number> {
    let started = 0;
    const due = await this.deps.campaigns.dueScheduled(this.deps.clock.now().toISOString());
    for (const campaignId of due) {
      if ((await this.start(campaignId)) !== null) started += 1;
    }
    return started;
  }

  /** The content every recipient's mail is made of. */
  contentOf(campaign: Pick<CampaignRecord, 'kind' | 'subject' | 'bodyHtml' | 'noticeId'>) {
    const body = this.deps.html.clean(campaign.bodyHtml);
    return {
      kind: campaign.kind,
      subject: campaign.subject,
      html: body.html,
      text: body.text,
      noticeUrl: campaign.noticeId ? this.deps.noticeUrl(campaign.noticeId) : null,
    } satisfies CampaignContent;
  }

  /** The text every recipient gets: the body's words, and the notice's address if any. */
  textOf(campaign: Pick<CampaignRecord, 'kind' | 'subject' | 'bodyHtml' | 'noticeId'>): string {
    const content = this.contentOf(campaign);
    return content.noticeUrl ? `${content.text}\n${content.noticeUrl}` : content.text;
  }

  private async writeTexts(
    campaign: CampaignRecord,
    members: readonly AudienceMember[],
    now: Date,
  ): Promise<void> {
    const body = this.textOf(campaign);
    const gapMs = 60_000 / this.deps.mailPerMinute;
    let index = 0;
    for (const member of members) {
      const request = {
        to: member.mobile ?? '',
        body,
        kind: campaign.kind,
        subject: campaign.subject,
        campaign: {
          campaignId: campaign.campaignId,
          recipientName: member.name,
          notBefore: new Date(now.getTime() + Math.floor(index * gapMs)).toISOString(),
        },
      };
      // The audience kept only valid numbers; a text the rules refuse is left out, not thrown.
      if (this.deps.texter.refusal(request)) continue;
      await this.deps.texter.send(request);
      index += 1;
    }
  }

  private mailsOf(
    campaign: CampaignRecord,
    members: readonly AudienceMember[],
    now: Date,
  ): NewMessage[] {
    const content = this.contentOf(campaign);
    const gapMs = 60_000 / this.deps.mailPerMinute;
    const at = now.toISOString();
    return members.flatMap((member, index) =>
      member.email
        ? [
            {
              id: this.deps.random.id(),
              mail: campaignMail(
                content,
                { userId: member.userId, email: member.email },
                this.deps.choiceLinks,
                this.deps.sender,
              ),
              at,
              notBefore: new Date(now.getTime() + Math.floor(index * gapMs)).toISOString(),
              campaignId: campaign.campaignId,
              recipientName: member.name,
            },
          ]
        : [],
    );
  }

  /**
   * The first of the paced messages go at once, in the background (the office's request does
   * not wait for the relay); the schedule (watchOutbox) takes the rest as they fall due.
   */
  private async deliverFirst(): Promise<void> {
    void this.deps.delivery.deliverDue().catch((error: unknown) => {
      this.deps.reportFailure('a send of the office', error);
    });
  }
}
