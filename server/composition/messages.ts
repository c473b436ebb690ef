import { messagesMigrations, messagesRepositories } from '../adapters/db/messages';
import { registerMessagesRoutes } from '../adapters/http/messages';
import { buildRouteTable } from '../../src/domain/shared/routing/route-table';
import type { AccountsServices } from '../application/accounts';
import type { AdminAudit } from '../application/admin';
import type { ContentServices } from '../application/content';
import type { DonationsServices } from '../application/donations';
import type { DuesServices } from '../application/dues';
import {
  type CampaignOutboxRepository,
  type CampaignRepository,
  type ConsentConfirmationRepository,
  createMessagesServices,
  type MessageChoiceRepository,
  type OutboxRepository,
} from '../application/messages';
import type { RootPorts } from './root-ports';
import { mailSettingsOf } from './shared';

declare module './root-ports' {
  interface RootRepositories {
    readonly outbox: OutboxRepository;
    readonly messageChoices: MessageChoiceRepository;
    readonly campaigns: CampaignRepository;
    readonly campaignOutbox: CampaignOutboxRepository;
    readonly consentConfirmations: ConsentConfirmationRepository;
  }
}

/** What the messages feature reads of the features after it, at run time. */
type Later = Pick<DonationsServices, 'donorLists'> &
  Pick<DuesServices, 'duesPayments'> &
  Pick<ContentServices, 'publicNotices'>;

/**
 * The feature `messages` put together: the outbox's table, the office's queue and sends, the
 * members' choices, and the delivery (built with the root's mailer in runtime.ts, since every
 * feature's mail goes through it). Audiences read the accounts' roster and consents, and (at run
 * time) the donors and dues payers of the features after it.
 */
export const messagesFeature = {
  name: 'messages',
  services: (
    ports: RootPorts,
    built: { readonly adminAudit: AdminAudit } & Pick<AccountsServices, 'consentHistory'>,
    later: () => Later,
  ) => {
    const { store, settings } = ports;
    const noticePath = buildRouteTable(settings.productSegment).byId('notice').path;
    return createMessagesServices({
      delivery: ports.messageDelivery,
      outbox: store.outbox,
      messageChoices: store.messageChoices,
      campaigns: store.campaigns,
      campaignOutbox: store.campaignOutbox,
      consentConfirmations: store.consentConfirmations,
      audienceSources: {
        members: () => store.accounts.listAudienceMembers(),
        marketingAnswers: () => built.consentHistory.lastMarketingAnswers(),
        donorsOf: (year, fundId) => later().donorLists.membersWhoGave(year, fundId),
        duesPayersOf: (year) => later().duesPayments.payersOf(year),
        fundName: (fundId) => later().donorLists.fundName(fundId),
        noticeTitle: async (noticeId) =>
          (await later().publicNotices.preview(noticeId))?.title ?? null,
      },
      consentHistory: built.consentHistory,
      accounts: store.accounts,
      audit: built.adminAudit,
      mailer: ports.mailer,
      texter: ports.texter,
      mailSettings: mailSettingsOf(ports),
      senderContact: settings.senderContact,
      mailPerMinute: settings.mailPerMinute,
      html: ports.html,
      noticeUrl: (noticeId) =>
        `${settings.publicOrigin}${noticePath}?id=${encodeURIComponent(noticeId)}`,
      digest: ports.digest,
      transactions: store.transactions,
      clock: ports.clock,
      random: ports.random,
      reportFailure: ports.reportFailure,
    });
  },
  routes: registerMessagesRoutes,
  repositories: messagesRepositories,
  migrations: messagesMigrations,
} as const;
