import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChoiceChange,
  changedTopics,
  choicesOf,
  consentLapsesAt,
  MESSAGE_TOPICS,
  promotionStands,
  topicOf,
} from '../../../src/domain/messages';

const NOW = new Date('2026-11-29T03:00:00Z');
const change = (
  topic: ChoiceChange['topic'],
  receives: boolean,
  recordedAt: string,
): ChoiceChange => ({ topic, receives, source: 'me', recordedAt });

describe('what a member receives (issue 32, item 4)', () => {
  it('receives 안내 by mail and text until turned off, and 홍보 only with a standing consent', () => {
    expect(choicesOf([], null, NOW)).toEqual({
      receives: { 'notice-mail': true, 'notice-text': true, promotion: false },
      promotionUntil: null,
    });
    const consent = { agreed: true, recordedAt: '2025-03-01T00:00:00.000Z' };
    expect(choicesOf([], consent, NOW)).toEqual({
      receives: { 'notice-mail': true, 'notice-text': true, promotion: true },
      promotionUntil: '2027-03-01T00:00:00.000Z',
    });
    expect(choicesOf([], { ...consent, agreed: false }, NOW).receives.promotion).toBe(false);
  });

  it("takes each topic's last change, in whatever order the record gives them", () => {
    const changes = [
      change('notice-mail', true, '2026-11-02T00:00:00Z'),
      change('notice-mail', false, '2026-11-01T00:00:00Z'),
      change('notice-text', false, '2026-11-03T00:00:00Z'),
    ];
    expect(choicesOf(changes, null, NOW).receives).toEqual({
      'notice-mail': true,
      'notice-text': false,
      promotion: false,
    });
  });

  it('lets a consent lapse two years after it was given or confirmed, to the day', () => {
    const given = { agreed: true, recordedAt: '2024-11-29T03:00:00.000Z' };
    expect(promotionStands(given, new Date('2026-11-29T02:59:59Z'))).toBe(true);
    expect(promotionStands(given, new Date('2026-11-29T03:00:00Z'))).toBe(false);
    expect(consentLapsesAt(new Date('2024-02-29T00:00:00Z')).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });

  it('keeps only the topics whose value changes', () => {
    const standing = choicesOf([], null, NOW);
    expect(changedTopics(standing, { 'notice-mail': true, promotion: true })).toEqual([
      { topic: 'promotion', receives: true },
    ]);
    expect(changedTopics(standing, {})).toEqual([]);
    fc.assert(
      fc.property(
        fc.record({
          'notice-mail': fc.option(fc.boolean(), { nil: undefined }),
          'notice-text': fc.option(fc.boolean(), { nil: undefined }),
          promotion: fc.option(fc.boolean(), { nil: undefined }),
        }),
        (wanted) => {
          const changes = changedTopics(standing, wanted);
          for (const topic of MESSAGE_TOPICS) {
            const changed = changes.some((each) => each.topic === topic);
            expect(changed).toBe(
              wanted[topic] !== undefined && wanted[topic] !== standing.receives[topic],
            );
          }
        },
      ),
    );
  });

  it('names the topic a message needs: 홍보 by any channel is the consent; 안내 by its channel', () => {
    expect(topicOf('promotion', 'mail')).toBe('promotion');
    expect(topicOf('promotion', 'text')).toBe('promotion');
    expect(topicOf('notice', 'mail')).toBe('notice-mail');
    expect(topicOf('notice', 'text')).toBe('notice-text');
  });
});
