import { describe, expect, it } from 'vitest';
import {
  type ConsentAnswer,
  currentConsentsOf,
  OPTIONAL_CONSENTS,
} from '../../../src/domain/accounts';

const answer = (overrides: Partial<ConsentAnswer>): ConsentAnswer => ({
  kind: 'marketing',
  version: '2026-11-01',
  agreed: true,
  recordedAt: '2026-03-02T01:00:00.000Z',
  ...overrides,
});

describe('a member’s consents as they stand', () => {
  it('lets only marketing be withdrawn on its own', () => {
    expect(OPTIONAL_CONSENTS).toEqual(['marketing']);
  });

  it('takes each kind’s last answer, whatever the order, in the kinds’ order', () => {
    const current = currentConsentsOf([
      answer({ kind: 'marketing', agreed: false, recordedAt: '2026-11-20T00:00:00.000Z' }),
      answer({ kind: 'terms' }),
      answer({ kind: 'marketing' }),
      answer({ kind: 'privacy' }),
    ]);
    expect(current.map(({ kind, agreed, required }) => ({ kind, agreed, required }))).toEqual([
      { kind: 'terms', agreed: true, required: true },
      { kind: 'privacy', agreed: true, required: true },
      { kind: 'marketing', agreed: false, required: false },
    ]);
    expect(current[2]?.recordedAt).toBe('2026-11-20T00:00:00.000Z');
  });

  it('leaves out a kind never answered (an account the office made)', () => {
    expect(currentConsentsOf([])).toEqual([]);
  });
});
