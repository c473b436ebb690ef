import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerMember, type TestMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/**
 * A member's consents are a history (issue 27, the privacy policy's promise that every change is
 * kept with its time): each answer is a row, and the database refuses to change or remove one,
 * whoever asks.
 */
describe.each(dialects())('the consents’ history (%s)', (dialect) => {
  let member: TestMember;
  const server = useTestServer(dialect, {
    seed: async () => {
      member = await registerMember(server, {
        consents: { terms: true, privacy: true, marketing: true },
      });
    },
  });
  const db = () => server.runtime.database.db;
  const history = () => server.runtime.ports.store.consents.listFor(member.userId);

  it('keeps every answer: a withdrawal is a new row beside the consent it ends', async () => {
    const given = (await history()).find((consent) => consent.kind === 'marketing');
    const later = new Date(Date.parse(given?.recordedAt ?? '') + 60_000).toISOString();
    await server.runtime.ports.store.consents.insert([
      {
        consentId: 'withdrawn-marketing',
        userId: member.userId,
        kind: 'marketing',
        version: '2026-11-01',
        agreed: false,
        recordedAt: later,
      },
    ]);
    const marketing = (await history()).filter((consent) => consent.kind === 'marketing');
    expect(marketing.map((consent) => consent.agreed)).toEqual([true, false]);
  });

  it('refuses to change or delete an answer, even by raw SQL', async () => {
    await expect(
      sql`update account_consents set agreed = 0 where user_id = ${member.userId}`.execute(db()),
    ).rejects.toThrow(/append-only/u);
    await expect(
      sql`delete from account_consents where user_id = ${member.userId}`.execute(db()),
    ).rejects.toThrow(/append-only/u);
    if (dialect === 'postgres') {
      await expect(sql`truncate account_consents`.execute(db())).rejects.toThrow(/append-only/u);
    }
    expect((await history()).map((consent) => [consent.kind, consent.agreed])).toEqual([
      ['marketing', true],
      ['privacy', true],
      ['terms', true],
    ]);
  });
});
