import type { Kysely, Migration } from 'kysely';
import type { Tables } from '../shared/schema';
import {
  KyselyCampaignOutboxRepository,
  KyselyCampaignRepository,
  KyselyConsentConfirmationRepository,
  KyselyMessageChoiceRepository,
} from './campaign-repositories';
import { outboxMigration } from './migrations/0030-outbox';
import { campaignsMigration } from './migrations/0031-campaigns';
import { outboxTextsMigration } from './migrations/0032-outbox-texts';
import { KyselyOutboxRepository } from './outbox-repository';

export type {
  ConsentConfirmationsTable,
  MessageCampaignsTable,
  MessageChoicesTable,
  OutboxMessagesTable,
} from './tables';

/** The messages feature's repositories, over a database or a transaction. */
export function messagesRepositories(db: Kysely<Tables>) {
  return {
    outbox: new KyselyOutboxRepository(db),
    messageChoices: new KyselyMessageChoiceRepository(db),
    campaigns: new KyselyCampaignRepository(db),
    campaignOutbox: new KyselyCampaignOutboxRepository(db),
    consentConfirmations: new KyselyConsentConfirmationRepository(db),
  };
}

/** The messages feature's migrations (server/features.ts). */
export function messagesMigrations(): Record<string, Migration> {
  return {
    '0030-outbox': outboxMigration(),
    '0031-campaigns': campaignsMigration(),
    '0032-outbox-texts': outboxTextsMigration(),
  };
}
