import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  NAME_MAX_LENGTH_HANGUL,
  NAME_MAX_LENGTH_LATIN,
  validatePersonName,
} from '../../../../src/domain/shared/validation/person-name';
import { expectInvalid, expectValid } from './expect-result';

/** A complete Hangul syllable, U+AC00 가 to U+D7A3 힣. */
const hangulSyllable = fc
  .integer({ min: 0xac00, max: 0xd7a3 })
  .map((code) => String.fromCodePoint(code));
const hangulName = fc
  .array(hangulSyllable, { minLength: 2, maxLength: NAME_MAX_LENGTH_HANGUL })
  .map((syllables) => syllables.join(''));
/** Latin names: words of letters joined by single spaces, hyphens, apostrophes or dots. */
const latinName = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z]{2,10}$/),
    fc.array(fc.tuple(fc.constantFrom(' ', '-', "'", '.'), fc.stringMatching(/^[A-Za-z]{1,8}$/)), {
      maxLength: 4,
    }),
  )
  .map(([first, rest]) => first + rest.map(([sep, word]) => sep + word).join(''));

describe('person-name', () => {
  it('accepts Korean names of 2 to 20 complete Hangul syllables', () => {
    expectValid(validatePersonName('홍길동'), '홍길동');
    expectValid(validatePersonName('남궁민수'), '남궁민수');
    expectValid(validatePersonName('이황'), '이황');
    const longest = '가'.repeat(NAME_MAX_LENGTH_HANGUL);
    expectValid(validatePersonName(longest), longest);
  });

  it('refuses Korean names of one syllable or more than 20', () => {
    expectInvalid(validatePersonName('홍'), 'name.length');
    expectInvalid(validatePersonName('가'.repeat(NAME_MAX_LENGTH_HANGUL + 1)), 'name.length');
  });

  it('refuses spaces inside Korean names', () => {
    expectInvalid(validatePersonName('홍 길동'), 'name.format');
  });

  it('refuses loose jamo, which are typing in progress', () => {
    expectInvalid(validatePersonName('홍길ㄷ'), 'name.format');
    expectInvalid(validatePersonName('ㄱㅏ'), 'name.format');
  });

  it('refuses characters free text may not hold, with the server’s message', () => {
    for (const name of [
      '김\u2066민수\u2069',
      '\u200B김민수',
      '김\u202E민수',
      'Kim\u0000',
      '김민\uD800',
    ]) {
      expectInvalid(validatePersonName(name), 'name.refusedCharacter');
    }
    expect(validatePersonName('김민수\u200B')).toMatchObject({
      message: '이름에 쓸 수 없는 문자가 들어 있습니다.',
    });
    // What trimming removes is not stored, so it does not matter: a byte-order mark at the end.
    expectValid(validatePersonName('김민수\uFEFF'), '김민수');
  });

  it('accepts Hangul typed as decomposed (NFD) jamo, stored in composed form', () => {
    // 홍길동 decomposed: ᄒ ᅩ ᆼ ᄀ ᅵ ᆯ ᄃ ᅩ ᆼ
    const decomposed = '\u1112\u1169\u11bc\u1100\u1175\u11af\u1103\u1169\u11bc';
    expectValid(validatePersonName(decomposed), '홍길동');
  });

  it('accepts accented Latin letters, initials with a dot and a final dot', () => {
    expectValid(validatePersonName('José García'), 'José García');
    expectValid(validatePersonName('Zoë'), 'Zoë');
    expectValid(validatePersonName('John F. Kennedy'), 'John F. Kennedy');
    expectValid(validatePersonName('J. R. Tolkien'), 'J. R. Tolkien');
    expectValid(validatePersonName('King Jr.'), 'King Jr.');
  });

  it('refuses doubled separators and letters of other scripts mixed in', () => {
    expectInvalid(validatePersonName('John..Smith'), 'name.format');
    expectInvalid(validatePersonName('John - Smith'), 'name.format');
    expectInvalid(validatePersonName('John 김'), 'name.format');
  });

  it('accepts Latin names with single spaces, hyphens, apostrophes or dots between letters', () => {
    expectValid(validatePersonName("Anna-Maria O'Neil"), "Anna-Maria O'Neil");
    expectValid(validatePersonName('John Smith'), 'John Smith');
    expectValid(validatePersonName('St.John'), 'St.John');
    expectValid(validatePersonName('Al'), 'Al');
  });

  it('accepts Latin names of up to 50 characters and refuses longer ones', () => {
    const longest = `${'A'.repeat(24)} ${'B'.repeat(25)}`;
    expect(longest).toHaveLength(NAME_MAX_LENGTH_LATIN);
    expectValid(validatePersonName(longest), longest);
    expectInvalid(validatePersonName(`${longest}b`), 'name.format');
  });

  it('refuses Latin names shorter than 2 characters', () => {
    expectInvalid(validatePersonName('A'), 'name.format');
  });

  it('refuses separators that do not stand between two letters', () => {
    for (const name of [
      "O''Neil",
      'Anna--Maria',
      '-Anna',
      "Anna'",
      'Anna-',
      '.Anna',
      'Anna -Maria',
    ]) {
      expectInvalid(validatePersonName(name), 'name.format');
    }
  });

  it('refuses digits, other symbols and mixed scripts', () => {
    for (const name of ['홍길동1', 'John2', 'John_Smith', '홍Gildong', 'Hong 길동', '@홍길동']) {
      expectInvalid(validatePersonName(name), 'name.format');
    }
  });

  it('removes surrounding spaces and turns runs of spaces into one', () => {
    expectValid(validatePersonName('  홍길동  '), '홍길동');
    expectValid(validatePersonName(" Anna   Maria\t O'Neil "), "Anna Maria O'Neil");
  });

  it('refuses an empty name', () => {
    expectInvalid(validatePersonName(''), 'name.required');
    expectInvalid(validatePersonName(' \t '), 'name.required');
  });

  it('accepts every Korean name of 2 to 20 syllables, trimmed', () => {
    fc.assert(
      fc.property(hangulName, (name) => {
        expectValid(validatePersonName(` ${name} `), name);
      }),
    );
  });

  it('accepts every well-formed Latin name, with runs of spaces made single', () => {
    fc.assert(
      fc.property(latinName, (name) => {
        expectValid(validatePersonName(`  ${name.replaceAll(' ', '   ')} `), name);
      }),
    );
  });

  it('re-validates a validated name to itself', () => {
    fc.assert(
      fc.property(fc.oneof(hangulName, latinName), (name) => {
        const first = validatePersonName(`\t${name}  `);
        expect(first.ok).toBe(true);
        if (first.ok) expectValid(validatePersonName(first.value), first.value);
      }),
    );
  });
});
