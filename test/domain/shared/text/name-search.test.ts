import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  initialConsonantsOf,
  matchesNameQuery,
} from '../../../../src/domain/shared/text/name-search';

describe('name search', () => {
  it('finds a name by any part of it', () => {
    expect(matchesNameQuery('김민수', '민수')).toBe(true);
    expect(matchesNameQuery('김민수', '김민수')).toBe(true);
    expect(matchesNameQuery('김민수', '박')).toBe(false);
  });

  it('finds a name by its initial consonants (ㄱㅁㅅ finds 김민수)', () => {
    expect(matchesNameQuery('김민수', 'ㄱㅁㅅ')).toBe(true);
    expect(matchesNameQuery('김민수', 'ㅁㅅ')).toBe(true);
    expect(matchesNameQuery('김민수', 'ㄱㅅ')).toBe(false);
    expect(matchesNameQuery('남궁민수', 'ㄴㄱ')).toBe(true);
  });

  it('reads double consonants as their own initials (ㄲ, ㄸ, ㅃ, ㅆ, ㅉ)', () => {
    expect(initialConsonantsOf('꽃뚜뻐쏘쯔')).toBe('ㄲㄸㅃㅆㅉ');
    expect(matchesNameQuery('김꽃님', 'ㄲ')).toBe(true);
    expect(matchesNameQuery('김꽃님', 'ㄱㄱ')).toBe(false);
  });

  it('does not mix initials with whole syllables in one query', () => {
    expect(matchesNameQuery('김민수', '김ㅁㅅ')).toBe(false);
  });

  it('ignores spaces around the query, and an empty query matches everyone', () => {
    expect(matchesNameQuery('김민수', '  ㄱㅁㅅ ')).toBe(true);
    expect(matchesNameQuery('김민수', '')).toBe(true);
    expect(matchesNameQuery('김민수', '   ')).toBe(true);
  });

  it('leaves characters that are not Hangul syllables as they are', () => {
    expect(initialConsonantsOf('John 김')).toBe('John ㄱ');
    expect(initialConsonantsOf('가힣')).toBe('ㄱㅎ');
  });

  it('property: every Hangul name is found by its own initials', () => {
    const syllable = fc
      .integer({ min: 0xac00, max: 0xd7a3 })
      .map((code) => String.fromCodePoint(code));
    fc.assert(
      fc.property(fc.array(syllable, { minLength: 1, maxLength: 6 }), (syllables) => {
        const name = syllables.join('');
        expect(matchesNameQuery(name, initialConsonantsOf(name))).toBe(true);
      }),
    );
  });
});
