import type { Kysely, Selectable } from 'kysely';
import type {
  AudienceFilter,
  CampaignProgress,
  ChoiceChange,
} from '../../../../src/domain/messages';
import type {
  CampaignMessage,
  CampaignOutboxRepository,
  CampaignRecord,
  CampaignRepository,
  ConsentConfirmationRepository,
  MessageChoiceRepository,
} from '../../../application/messages/campaigns-port';
import type { Tables } from '../shared/schema';
import { SUMMARY_COLUMNS, summaryOf } from './outbox-repository';

/** The members' 안내 choices, each change a row (0031-campaigns). */
export class KyselyMessageChoiceRepository implements MessageChoiceRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async add(change: Parameters<MessageChoiceRepository['add']>[0]): Promise<void> {
    await this.db
      .insertInto('messageChoices')
      .values({ ...change, receives: change.receives ? 1 : 0 })
      .execute();
  }

  async listFor(userId: string): Promise<readonly ChoiceChange[]> {
    const rows = await this.db
      .selectFrom('messageChoices')
      .select(['topic', 'receives', 'source', 'recordedAt'])
      .where('userId', '=', userId)
      .orderBy('recordedAt')
      .execute();
    return rows.map(changeOf);
  }

  async listAll(): Promise<ReadonlyMap<string, readonly ChoiceChange[]>> {
    const rows = await this.db
      .selectFrom('messageChoices')
      .select(['userId', 'topic', 'receives', 'source', 'recordedAt'])
      .orderBy('recordedAt')
      .execute();
    const byMember = new Map<string, ChoiceChange[]>();
    for (const row of rows) {
      const changes = byMember.get(row.userId) ?? [];
      changes.push(changeOf(row));
      byMember.set(row.userId, changes);
    }
    return byMember;
  }
}

function changeOf(
  row: Pick<Selectable<Tables['messageChoices']>, 'topic' | 'receives' | 'source' | 'recordedAt'>,
): ChoiceChange {
  return {
    topic: row.topic,
    receives: Number(row.receives) === 1,
    source: row.source,
    recordedAt: row.recordedAt,
  };
}

type CampaignRow = Selectable<Tables['messageCampaigns']>;

/** The office's sends (0031-campaigns). */
export class KyselyCampaignRepository implements CampaignRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async insert(campaign: CampaignRecord): Promise<void> {
    await this.db
      .insertInto('messageCampaigns')
      .values({
        id: campaign.campaignId,
        kind: campaign.kind,
        channel: campaign.channel,
        subject: campaign.subject,
        bodyHtml: campaign.bodyHtml,
        noticeId: campaign.noticeId,
        audience: JSON.stringify(campaign.audience),
        audienceWords: campaign.audienceWords,
        state: campaign.state,
        scheduledAt: campaign.scheduledAt,
        recipients: campaign.recipients,
        createdBy: campaign.createdBy,
        createdAt: campaign.createdAt,
        startedAt: campaign.startedAt,
      })
      .execute();
  }

  async find(campaignId: string): Promise<CampaignRecord | null> {
    const row = await this.db
      .selectFrom('messageCampaigns')
      .selectAll()
      .where('id', '=', campaignId)
      .executeTakeFirst();
    return row ? campaignOf(row) : null;
  }

  async list(page: {
    offset: number;
    limit: number;
  }): Promise<{ items: readonly CampaignRecord[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('messageCampaigns')
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      this.db
        .selectFrom('messageCampaigns')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirst(),
    ]);
    return { items: rows.map(campaignOf), total: Number(total?.count ?? 0) };
  }

  async dueScheduled(now: string): Promise<readonly string[]> {
    const rows = await this.db
      .selectFrom('messageCampaigns')
      .select('id')
      .where('state', '=', 'scheduled')
      .where('scheduledAt', '<=', now)
      .orderBy('scheduledAt')
      .execute();
    return rows.map((row) => row.id);
  }

  async start(campaignId: string, at: string, recipients: number): Promise<boolean> {
    const result = await this.db
      .updateTable('messageCampaigns')
      .set({ state: 'sending', startedAt: at, recipients })
      .where('id', '=', campaignId)
      .where('state', '=', 'scheduled')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async existsForNotice(noticeId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('messageCampaigns')
      .select('id')
      .where('noticeId', '=', noticeId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async cancel(campaignId: string): Promise<boolean> {
    const result = await this.db
      .updateTable('messageCampaigns')
      .set({ state: 'cancelled' })
      .where('id', '=', campaignId)
      .where('state', '=', 'scheduled')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}

function campaignOf(row: CampaignRow): CampaignRecord {
  return {
    campaignId: row.id,
    kind: row.kind,
    channel: row.channel,
    subject: row.subject,
    bodyHtml: row.bodyHtml,
    noticeId: row.noticeId,
    audience: JSON.parse(row.audience) as AudienceFilter,
    audienceWords: row.audienceWords,
    state: row.state,
    scheduledAt: row.scheduledAt,
    recipients: row.recipients === null ? null : Number(row.recipients),
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
  };
}

/** The outbox as the sends read it: each send's messages and their states. */
export class KyselyCampaignOutboxRepository implements CampaignOutboxRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async progressOf(campaignIds: readonly string[]): Promise<ReadonlyMap<string, CampaignProgress>> {
    const progress = new Map<string, { pending: number; sent: number; failed: number }>(
      campaignIds.map((id) => [id, { pending: 0, sent: 0, failed: 0 }]),
    );
    if (campaignIds.length === 0) return progress;
    const rows = await this.db
      .selectFrom('outboxMessages')
      .select(['campaignId', 'state', (eb) => eb.fn.countAll<number | string>().as('count')])
      .where('campaignId', 'in', [...campaignIds])
      .groupBy(['campaignId', 'state'])
      .execute();
    for (const row of rows) {
      const counts = row.campaignId ? progress.get(row.campaignId) : undefined;
      if (counts) counts[row.state] = Number(row.count);
    }
    return progress;
  }

  async messagesOf(
    campaignId: string,
    page: { offset: number; limit: number },
  ): Promise<{ items: readonly CampaignMessage[]; total: number }> {
    const query = this.db.selectFrom('outboxMessages').where('campaignId', '=', campaignId);
    const [rows, total] = await Promise.all([
      query
        .select([...SUMMARY_COLUMNS, 'recipientName'])
        // Failures first (the office acts on them), then by name.
        .orderBy((eb) => eb.case().when('state', '=', 'failed').then(0).else(1).end())
        .orderBy('recipientName')
        .orderBy('id')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
    ]);
    return {
      items: rows.map((row) => ({ ...summaryOf(row), recipientName: row.recipientName })),
      total: Number(total?.count ?? 0),
    };
  }
}

/** The two-yearly questions asked (0031-campaigns): the key makes each asked once. */
export class KyselyConsentConfirmationRepository implements ConsentConfirmationRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async markAsked(userId: string, consentRecordedAt: string, at: string): Promise<boolean> {
    const result = await this.db
      .insertInto('consentConfirmations')
      .values({ userId, consentRecordedAt, askedAt: at })
      .onConflict((conflict) => conflict.columns(['userId', 'consentRecordedAt']).doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }
}
