import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  HISTORY_EARLIEST_YEAR,
  HISTORY_LATEST_YEAR,
  PRESIDENT_TERM_TWICE,
  type PastPresident,
  savedPresidents,
  savedTimeline,
  TIMELINE_EVENT_REQUIRED,
  type TimelineEntry,
} from '../../../src/domain/content/history';

const entry = fc.record({
  year: fc.integer({ min: HISTORY_EARLIEST_YEAR, max: HISTORY_LATEST_YEAR }),
  month: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
  event: fc.constantFrom('개교', ' 제1회 졸업식 ', '총동문회 창립'),
});

describe('the timeline as saved (server and fake alike)', () => {
  it('keeps every entry, trimmed, oldest first with a year alone before its months', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const saved = savedTimeline(entries);
        if (!saved.ok) throw new Error(saved.message);
        expect(saved.value).toHaveLength(entries.length);
        for (const [index, each] of saved.value.entries()) {
          expect(each.event).toBe(each.event.trim());
          const next = saved.value[index + 1];
          if (next) {
            expect(each.year * 13 + (each.month ?? 0)).toBeLessThanOrEqual(
              next.year * 13 + (next.month ?? 0),
            );
          }
        }
      }),
    );
  });

  it('refuses an entry without its event, as the editor does', () => {
    const entries: TimelineEntry[] = [{ year: 1950, month: 3, event: '  ' }];
    expect(savedTimeline(entries)).toMatchObject({ ok: false, message: TIMELINE_EVENT_REQUIRED });
  });
});

describe('the past presidents as saved', () => {
  const president = (term: number, name: string): PastPresident => ({
    term,
    name,
    classNumber: null,
    fromYear: 2000,
    toYear: 2002,
  });

  it('orders them by term, names trimmed', () => {
    const saved = savedPresidents([president(2, ' 이바다 '), president(1, '김한빛')]);
    expect(saved).toEqual({
      ok: true,
      value: [president(1, '김한빛'), president(2, '이바다')],
    });
  });

  it('refuses a term twice', () => {
    expect(savedPresidents([president(1, '김한빛'), president(1, '이바다')])).toMatchObject({
      ok: false,
      message: PRESIDENT_TERM_TWICE,
    });
  });
});
