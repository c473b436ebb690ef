import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  endsWithConsonant,
  withObjectParticle,
  withSubjectParticle,
  withTopicParticle,
} from '../../../../src/domain/shared/text/korean-particles';

describe('Korean particles after a word (받침)', () => {
  it('reads the final consonant of the last Hangul syllable', () => {
    expect(endsWithConsonant('이름')).toBe(true);
    expect(endsWithConsonant('아이디')).toBe(false);
    expect(endsWithConsonant('주소 ')).toBe(false);
    expect(endsWithConsonant('')).toBe(false);
  });

  it('reads digits aloud: 1 일, 3 삼, 6 육, 7 칠, 8 팔, 0 영 end in a consonant; 2, 4, 5, 9 do not', () => {
    expect([...'0123456789'].filter((digit) => endsWithConsonant(`제${digit}`))).toEqual([
      '0',
      '1',
      '3',
      '6',
      '7',
      '8',
    ]);
  });

  it('treats a word ending in a non-Hangul letter as ending in a vowel', () => {
    expect(endsWithConsonant('PDF')).toBe(false);
    expect(withSubjectParticle('PDF')).toBe('PDF가');
  });

  it('chooses 을/를, 은/는 and 이/가', () => {
    expect(withObjectParticle('비밀번호')).toBe('비밀번호를');
    expect(withObjectParticle('이름')).toBe('이름을');
    expect(withTopicParticle('총동문회')).toBe('총동문회는');
    expect(withTopicParticle('한빛고등학교 총동문회 사무국')).toBe(
      '한빛고등학교 총동문회 사무국은',
    );
    expect(withSubjectParticle('파일')).toBe('파일이');
    expect(withSubjectParticle('주소')).toBe('주소가');
  });

  it('agrees with the syllable table for every Hangul syllable', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0xac00, max: 0xd7a3 }), (code) => {
        const syllable = String.fromCodePoint(code);
        const hasFinal = (code - 0xac00) % 28 !== 0;
        expect(endsWithConsonant(syllable)).toBe(hasFinal);
        expect(withObjectParticle(syllable)).toBe(syllable + (hasFinal ? '을' : '를'));
      }),
    );
  });
});
