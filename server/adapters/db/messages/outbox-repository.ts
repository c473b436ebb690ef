import type { Insertable, Kysely, Selectable } from 'kysely';
import type {
  MessageState,
  MessageSummary,
  NewMessage,
  OutboxRepository,
  StoredMessage,
  StoredText,
} from '../../../application/messages/outbox-port';
import type { OutgoingMail } from '../../../application/shared/ports';
import type { Tables } from '../shared/schema';

type Row = Selectable<Tables['outboxMessages']>;

interface MailJson {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly attachments?: readonly {
    readonly fileName: string;
    readonly contentType: string;
    readonly base64: string;
  }[];
}

/** The outbox over a database or the transaction open at the time (kysely-store.ts). */
export class KyselyOutboxRepository implements OutboxRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async add(message: NewMessage): Promise<void> {
    await this.db.insertInto('outboxMessages').values(rowOf(message)).execute();
  }

  async addMany(messages: readonly NewMessage[]): Promise<void> {
    // 200 rows of 13 values stay under SQLite's and PostgreSQL's limits of bound values.
    for (let start = 0; start < messages.length; start += 200) {
      await this.db
        .insertInto('outboxMessages')
        .values(messages.slice(start, start + 200).map(rowOf))
        .execute();
    }
  }

  async addText(message: {
    id: string;
    text: StoredText;
    listed: { to: string; subject: string };
    at: string;
    firstAttemptAt: string;
    campaignId?: string;
    recipientName?: string;
  }): Promise<void> {
    await this.db
      .insertInto('outboxMessages')
      .values({
        id: message.id,
        channel: 'text',
        recipient: message.listed.to,
        subject: message.listed.subject,
        mail: JSON.stringify(message.text),
        state: 'pending',
        attempts: 0,
        createdAt: message.at,
        nextAttemptAt: message.firstAttemptAt,
        claimedUntil: null,
        sentAt: null,
        lastError: null,
        campaignId: message.campaignId ?? null,
        recipientName: message.recipientName ?? null,
      })
      .execute();
  }

  async find(id: string): Promise<StoredMessage | null> {
    const row = await this.db
      .selectFrom('outboxMessages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    if (row.channel === 'text') {
      // Delivered, the text is not kept.
      const text = row.mail ? (JSON.parse(row.mail) as StoredText) : null;
      return { ...summaryOf(row), channel: 'text', text };
    }
    const mail = row.mail
      ? mailOf(JSON.parse(row.mail) as MailJson)
      : { to: row.recipient, subject: row.subject, text: '' };
    return { ...summaryOf(row), channel: 'mail', mail };
  }

  async due(now: string, limit: number, whenever: boolean): Promise<readonly string[]> {
    let query = this.db
      .selectFrom('outboxMessages')
      .select('id')
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]));
    query = whenever
      ? query.where((eb) => eb.or([eb('nextAttemptAt', '<=', now), eb('attempts', '>', 0)]))
      : query.where('nextAttemptAt', '<=', now);
    const rows = await query.orderBy('createdAt').orderBy('id').limit(limit).execute();
    return rows.map((row) => row.id);
  }

  async claim(id: string, now: string, until: string, when: 'due' | 'any'): Promise<boolean> {
    let update = this.db
      .updateTable('outboxMessages')
      .set((eb) => ({ claimedUntil: until, attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .where((eb) => eb.or([eb('claimedUntil', 'is', null), eb('claimedUntil', '<', now)]));
    if (when === 'due') update = update.where('nextAttemptAt', '<=', now);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async release(id: string, nextAttemptAt: string): Promise<void> {
    await this.db
      .updateTable('outboxMessages')
      .set((eb) => ({ nextAttemptAt, claimedUntil: null, attempts: eb('attempts', '-', 1) }))
      .where('id', '=', id)
      .where('state', '=', 'pending')
      .execute();
  }

  async markSent(id: string, at: string): Promise<void> {
    await this.db
      .updateTable('outboxMessages')
      // Delivered, the body and attachments (codes, receipts) are not kept: only who, what, when.
      .set({
        state: 'sent',
        sentAt: at,
        mail: '',
        nextAttemptAt: null,
        claimedUntil: null,
        lastError: null,
      })
      .where('id', '=', id)
      .execute();
  }

  async markUndelivered(id: string, error: string, nextAttemptAt: string | null): Promise<void> {
    await this.db
      .updateTable('outboxMessages')
      .set({
        state: nextAttemptAt ? 'pending' : 'failed',
        nextAttemptAt,
        claimedUntil: null,
        lastError: error,
      })
      .where('id', '=', id)
      .execute();
  }

  async requeue(id: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('outboxMessages')
      .set({ state: 'pending', nextAttemptAt: now, attempts: 0, claimedUntil: null })
      .where('id', '=', id)
      .where('state', '=', 'failed')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async list(
    state: MessageState | null,
    page: { offset: number; limit: number },
  ): Promise<{ items: readonly MessageSummary[]; total: number }> {
    let query = this.db.selectFrom('outboxMessages');
    if (state) query = query.where('state', '=', state);
    const [rows, total] = await Promise.all([
      query
        .select(SUMMARY_COLUMNS)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .offset(page.offset)
        .limit(page.limit)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirst(),
    ]);
    return { items: rows.map(summaryOf), total: Number(total?.count ?? 0) };
  }

  async counts(): Promise<Record<MessageState, number>> {
    const rows = await this.db
      .selectFrom('outboxMessages')
      .select(['state', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('state')
      .execute();
    const counts: Record<MessageState, number> = { pending: 0, sent: 0, failed: 0 };
    for (const row of rows) counts[row.state] = Number(row.count);
    return counts;
  }
}

function rowOf(message: NewMessage): Insertable<Tables['outboxMessages']> {
  return {
    id: message.id,
    recipient: message.mail.to,
    subject: message.mail.subject,
    mail: JSON.stringify(mailJsonOf(message.mail)),
    state: 'pending',
    attempts: 0,
    createdAt: message.at,
    nextAttemptAt: message.notBefore ?? message.at,
    claimedUntil: null,
    sentAt: null,
    lastError: null,
    campaignId: message.campaignId ?? null,
    recipientName: message.recipientName ?? null,
  };
}

/** The columns of the office's queue. */
export const SUMMARY_COLUMNS = [
  'id',
  'recipient',
  'subject',
  'state',
  'attempts',
  'createdAt',
  'nextAttemptAt',
  'sentAt',
  'lastError',
] as const;

export function summaryOf(row: Pick<Row, (typeof SUMMARY_COLUMNS)[number]>): MessageSummary {
  return {
    messageId: row.id,
    to: row.recipient,
    subject: row.subject,
    state: row.state,
    attempts: Number(row.attempts),
    createdAt: row.createdAt,
    nextAttemptAt: row.state === 'pending' ? row.nextAttemptAt : null,
    sentAt: row.sentAt,
    lastError: row.lastError,
  };
}

function mailJsonOf(mail: OutgoingMail): MailJson {
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments
      ? {
          attachments: mail.attachments.map((attachment) => ({
            fileName: attachment.fileName,
            contentType: attachment.contentType,
            base64: attachment.content.toString('base64'),
          })),
        }
      : {}),
  };
}

function mailOf(json: MailJson): OutgoingMail {
  return {
    to: json.to,
    subject: json.subject,
    text: json.text,
    ...(json.html ? { html: json.html } : {}),
    ...(json.headers ? { headers: json.headers } : {}),
    ...(json.attachments
      ? {
          attachments: json.attachments.map((attachment) => ({
            fileName: attachment.fileName,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.base64, 'base64'),
          })),
        }
      : {}),
  };
}
