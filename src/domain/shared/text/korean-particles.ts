/**
 * Korean particles that depend on whether the word before them ends in a consonant (받침):
 * 아이디를 / 비밀번호를, 이름은 / 주소는. Words ending in a non-Hangul character are read as ending
 * in a vowel, except digits, read aloud (1 일 → 을, 2 이 → 를).
 */

const FIRST_SYLLABLE = 0xac00;
const LAST_SYLLABLE = 0xd7a3;
const FINALS = 28;
/** Digits whose Korean reading ends in a consonant: 0 영, 1 일, 3 삼, 6 육, 7 칠, 8 팔. */
const DIGITS_WITH_FINAL = new Set(['0', '1', '3', '6', '7', '8']);

export function endsWithConsonant(word: string): boolean {
  const last = [...word.trim()].at(-1);
  if (!last) return false;
  if (/\d/u.test(last)) return DIGITS_WITH_FINAL.has(last);
  const code = last.codePointAt(0) ?? 0;
  if (code < FIRST_SYLLABLE || code > LAST_SYLLABLE) return false;
  return (code - FIRST_SYLLABLE) % FINALS !== 0;
}

/** 을/를: 아이디를, 비밀번호를, 이름을. */
export function withObjectParticle(word: string): string {
  return `${word}${endsWithConsonant(word) ? '을' : '를'}`;
}

/** 은/는: 이름은, 아이디는. */
export function withTopicParticle(word: string): string {
  return `${word}${endsWithConsonant(word) ? '은' : '는'}`;
}

/** 이/가: 파일이, 주소가. */
export function withSubjectParticle(word: string): string {
  return `${word}${endsWithConsonant(word) ? '이' : '가'}`;
}
