import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesNameQuery } from '../../../../src/domain/shared/text/name-search';
import {
  alumniSearchKeysOf,
  isListedInDirectory,
  nameQueryKeyOf,
  prefixUpperBound,
  type SearchKey,
  workQueryKeyOf,
} from '../../../../server/domain/directory/alumni-search-keys';

const keysOf = (keys: SearchKey[], kind: SearchKey['kind']) =>
  keys
    .filter((key) => key.kind === kind)
    .map((key) => key.key)
    .sort();

/** What the database does: some key of the query's kind lies in [q, successor(q)). */
function found(keys: SearchKey[], query: SearchKey | null): boolean {
  if (!query) return true;
  const upper = prefixUpperBound(query.key);
  return keys.some(
    (key) =>
      key.kind === query.kind && compare(key.key, query.key) >= 0 && compare(key.key, upper) < 0,
  );
}

/** Code-point order, as SQLite's BINARY and PostgreSQL's "C" collation compare UTF-8. */
function compare(a: string, b: string): number {
  const left = [...a].map((character) => character.codePointAt(0) ?? 0);
  const right = [...b].map((character) => character.codePointAt(0) ?? 0);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

describe('alumni search keys', () => {
  it('are the suffixes of the name and of its initial consonants', () => {
    const keys = alumniSearchKeysOf({
      name: '김민수',
      company: '한빛전자',
      jobTitle: '과장',
      sharesCompany: false,
    });
    expect(keysOf(keys, 'name')).toEqual(['김민수', '민수', '수']);
    expect(keysOf(keys, 'initials')).toEqual(['ㄱㅁㅅ', 'ㅁㅅ', 'ㅅ']);
    // Company and job title are hidden: nothing of them is searchable.
    expect(keysOf(keys, 'work')).toEqual([]);
  });

  it('hold company and job title only while the member shares them', () => {
    const keys = alumniSearchKeysOf({
      name: '김민수',
      company: 'LG 전자',
      jobTitle: '과장',
      sharesCompany: true,
    });
    // Lower case; no key starts with a space (a trimmed query never does).
    expect(keysOf(keys, 'work')).toEqual(['g 전자', 'lg 전자', '과장', '자', '장', '전자']);
  });

  it('belong only to members the directory lists: approved, member role, name and class', () => {
    const member = { status: 'approved', role: 'member', name: '김민수', graduationYear: 2004 };
    expect(isListedInDirectory(member)).toBe(true);
    for (const status of ['pending', 'rejected', 'withdrawn']) {
      expect(isListedInDirectory({ ...member, status })).toBe(false);
    }
    expect(isListedInDirectory({ ...member, role: 'admin' })).toBe(false);
    // What withdrawal leaves of an account.
    expect(isListedInDirectory({ ...member, name: null, graduationYear: null })).toBe(false);
  });

  it('are cut to the longest query, and each kept once', () => {
    const keys = alumniSearchKeysOf({
      name: '가가가',
      company: '가'.repeat(80),
      jobTitle: null,
      sharesCompany: true,
    });
    expect(keysOf(keys, 'name')).toEqual(['가', '가가', '가가가']);
    const work = keysOf(keys, 'work');
    expect(work).toHaveLength(50);
    expect(Math.max(...work.map((key) => key.length))).toBe(50);
  });

  it('queries: initials only look among initials; text is trimmed, NFC and lower case', () => {
    expect(nameQueryKeyOf(' ㄱㅁㅅ ')).toEqual({ kind: 'initials', key: 'ㄱㅁㅅ' });
    expect(nameQueryKeyOf('김ㅁㅅ')).toEqual({ kind: 'name', key: '김ㅁㅅ' });
    expect(nameQueryKeyOf('민수'.normalize('NFD'))).toEqual({ kind: 'name', key: '민수' });
    expect(nameQueryKeyOf('  ')).toBeNull();
    expect(workQueryKeyOf(' LG  전자 ')).toEqual({ kind: 'work', key: 'lg 전자' });
    expect(workQueryKeyOf('')).toBeNull();
  });

  it('upper bound: the next code point of the last character', () => {
    expect(prefixUpperBound('민')).toBe('\u{bbfd}');
    expect(prefixUpperBound('ab')).toBe('ac');
    expect(prefixUpperBound('a\u{d7ff}')).toBe('a\u{e000}');
    expect(prefixUpperBound('a\u{10ffff}')).toBe('b');
    expect(() => prefixUpperBound('')).toThrow(RangeError);
  });

  it('property: a range search on the keys finds exactly what the domain rule matches', () => {
    const syllable = fc.constantFrom(...'김이박최정강조윤장임민수지영서준현우가나다'.split(''));
    const initial = fc.constantFrom(...'ㄱㄴㄷㅁㅅㅇㅈㅊㅎ'.split(''));
    const name = fc.array(syllable, { minLength: 2, maxLength: 5 }).map((part) => part.join(''));
    const query = fc.oneof(
      fc.array(syllable, { minLength: 1, maxLength: 3 }).map((part) => part.join('')),
      fc.array(initial, { minLength: 1, maxLength: 3 }).map((part) => part.join('')),
    );
    fc.assert(
      fc.property(name, query, (memberName, text) => {
        const keys = alumniSearchKeysOf({
          name: memberName,
          company: null,
          jobTitle: null,
          sharesCompany: false,
        });
        expect(found(keys, nameQueryKeyOf(text))).toBe(matchesNameQuery(memberName, text));
      }),
      { numRuns: 2000 },
    );
  });
});
