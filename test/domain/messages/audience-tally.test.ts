import { describe, expect, it } from 'vitest';
import {
  type AudienceMember,
  type MessageChoices,
  tallyAudience,
} from '../../../src/domain/messages';

const member = (userId: string, overrides: Partial<AudienceMember> = {}): AudienceMember => ({
  userId,
  name: userId,
  email: `${userId}@example.com`,
  mobile: '010-1234-5678',
  graduationYear: 2004,
  classNumber: 76,
  sido: '서울',
  ...overrides,
});

const receives = (changes: Partial<MessageChoices['receives']> = {}): MessageChoices => ({
  receives: { 'notice-mail': true, 'notice-text': true, promotion: false, ...changes },
  promotionUntil: null,
});

const ROSTER = [
  member('consenting'),
  member('declining'),
  member('noaddress', { email: null, mobile: null }),
  member('elsewhere', { sido: '부산' }),
];
const CHOICES: Record<string, MessageChoices> = {
  consenting: receives({ promotion: true }),
  declining: receives({ 'notice-mail': false }),
  noaddress: receives(),
  elsewhere: receives(),
};
const choicesOf = (each: AudienceMember) => CHOICES[each.userId] ?? receives();
const NO_LISTS = { donors: null, duesPayers: null };

describe('tallyAudience (issue 32, items 2–3): whom a send reaches, and why not the others', () => {
  it('counts 안내 by mail: picked by the filters, then turned off or without an address', () => {
    const tally = tallyAudience(ROSTER, { regions: ['서울'] }, NO_LISTS, choicesOf, {
      kind: 'notice',
      channel: 'mail',
    });
    expect(tally.reached.map((each) => each.userId)).toEqual(['consenting']);
    expect(tally).toMatchObject({ matched: 3, declined: 1, noAddress: 1 });
  });

  it('takes only standing consents for 홍보 when the filter asks, and counts the rest declined', () => {
    const only = tallyAudience(ROSTER, { consentedOnly: true }, NO_LISTS, choicesOf, {
      kind: 'promotion',
      channel: 'mail',
    });
    expect(only).toMatchObject({ matched: 1, declined: 0, noAddress: 0 });
    const all = tallyAudience(ROSTER, {}, NO_LISTS, choicesOf, {
      kind: 'promotion',
      channel: 'mail',
    });
    expect(all).toMatchObject({ matched: 4, declined: 2, noAddress: 1 });
    expect(all.reached).toHaveLength(1);
  });

  it('reads the lists a filter names (dues payers) and the text channel’s numbers', () => {
    const tally = tallyAudience(
      ROSTER,
      { duesPayersOfYear: 2026 },
      { donors: null, duesPayers: new Set(['declining', 'noaddress']) },
      choicesOf,
      { kind: 'notice', channel: 'text' },
    );
    // 안내 by text stays on for the one who turned off 안내 by mail.
    expect(tally.reached.map((each) => each.userId)).toEqual(['declining']);
    expect(tally).toMatchObject({ matched: 2, noAddress: 1 });
  });
});
