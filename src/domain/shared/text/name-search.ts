/**
 * How a name is searched (the alumni directory, the office's member search): a query matches when it is part of the name
 * ("민수" finds 김민수), or, when the query is made only of initial consonants, when it is part
 * of the name's initials ("ㄱㅁㅅ" and "ㅁㅅ" find 김민수) — how Koreans search by name.
 * Surrounding spaces in the query are ignored; an empty query matches every name. Both sides are
 * compared as `searchTextOf` gives them (NFC, lower case, single spaces), so "kim" finds "Kim".
 */

const INITIAL_CONSONANTS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FIRST_SYLLABLE = 0xac00;
/** Syllables sharing one initial consonant: 21 vowels × 28 finals. */
const SYLLABLES_PER_INITIAL = 21 * 28;

export function matchesNameQuery(name: string, query: string): boolean {
  const wanted = searchTextOf(query);
  const text = searchTextOf(name);
  if (text.includes(wanted)) return true;
  if (!isInitialConsonantQuery(wanted)) return false;
  return initialConsonantsOf(text).includes(wanted);
}

/** Whether a (non-empty) query is made only of initial consonants: "ㄱㅁㅅ" yes, "김ㅁㅅ" no. */
export function isInitialConsonantQuery(query: string): boolean {
  const characters = [...query];
  return (
    characters.length > 0 && characters.every((character) => INITIAL_CONSONANTS.includes(character))
  );
}

/**
 * Text as searches compare it: Unicode NFC (a name typed as separate jamo reads as syllables),
 * lower case, runs of white space as one space, none at either end.
 */
export function searchTextOf(text: string): string {
  return text.normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** 김민수 → ㄱㅁㅅ; characters that are not Hangul syllables stay as they are. */
export function initialConsonantsOf(text: string): string {
  return [...text]
    .map((character) => {
      const offset = (character.codePointAt(0) ?? 0) - FIRST_SYLLABLE;
      const isSyllable = offset >= 0 && offset < INITIAL_CONSONANTS.length * SYLLABLES_PER_INITIAL;
      return isSyllable
        ? INITIAL_CONSONANTS[Math.floor(offset / SYLLABLES_PER_INITIAL)]
        : character;
    })
    .join('');
}
