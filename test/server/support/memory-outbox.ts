import type {
  MessageSummary,
  OutboxRepository,
  StoredMessage,
} from '../../../server/application/messages';

type Row = StoredMessage & { claimedUntil: string | null };

/**
 * The outbox's table in memory, with the repository's rules (claims by compare-and-set; a text's
 * body dropped once sent), for the messages' use cases' tests.
 */
export function memoryOutbox(): OutboxRepository & { rows: Map<string, Row> } {
  const rows = new Map<string, Row>();
  const update = (
    id: string,
    change: Partial<MessageSummary & { claimedUntil: string | null }>,
  ) => {
    const row = rows.get(id);
    if (row) rows.set(id, { ...row, ...change });
  };
  const free = (row: { claimedUntil: string | null }, now: string) =>
    row.claimedUntil === null || row.claimedUntil < now;
  const pending = (id: string, to: string, subject: string, at: string, next: string) => ({
    messageId: id,
    to,
    subject,
    state: 'pending' as const,
    attempts: 0,
    createdAt: at,
    nextAttemptAt: next,
    sentAt: null,
    lastError: null,
    claimedUntil: null,
  });
  const outbox: OutboxRepository & { rows: Map<string, Row> } = {
    rows,
    async addMany(messages) {
      for (const message of messages) await outbox.add(message);
    },
    async add({ id, mail, at, notBefore }) {
      rows.set(id, {
        ...pending(id, mail.to, mail.subject, at, notBefore ?? at),
        channel: 'mail',
        mail,
      });
    },
    async addText({ id, text, listed, at, firstAttemptAt }) {
      rows.set(id, {
        ...pending(id, listed.to, listed.subject, at, firstAttemptAt),
        channel: 'text',
        text,
      });
    },
    async find(id) {
      return rows.get(id) ?? null;
    },
    async due(now, limit, whenever) {
      return [...rows.values()]
        .filter((row) => row.state === 'pending' && free(row, now))
        .filter((row) => (row.nextAttemptAt ?? '') <= now || (whenever && row.attempts > 0))
        .slice(0, limit)
        .map((row) => row.messageId);
    },
    async claim(id, now, until, when) {
      const row = rows.get(id);
      if (!row || row.state !== 'pending' || !free(row, now)) return false;
      if (when === 'due' && (row.nextAttemptAt ?? '') > now) return false;
      update(id, { claimedUntil: until, attempts: row.attempts + 1 });
      return true;
    },
    async release(id, nextAttemptAt) {
      const row = rows.get(id);
      if (row) update(id, { nextAttemptAt, claimedUntil: null, attempts: row.attempts - 1 });
    },
    async markSent(id, at) {
      update(id, { state: 'sent', sentAt: at, claimedUntil: null, lastError: null });
      const row = rows.get(id);
      if (row?.channel === 'text') rows.set(id, { ...row, text: null });
    },
    async markUndelivered(id, error, nextAttemptAt) {
      update(id, {
        state: nextAttemptAt ? 'pending' : 'failed',
        nextAttemptAt,
        lastError: error,
        claimedUntil: null,
      });
    },
    async requeue() {
      return false;
    },
    async list() {
      return { items: [], total: 0 };
    },
    async counts() {
      return { pending: 0, sent: 0, failed: 0 };
    },
  };
  return outbox;
}
