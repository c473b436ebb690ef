import { hasRefusedCharacter, refusedCharacterMessage } from '../text/free-text';
import { invalid, type ValidationResult, valid } from './validation-result';

/**
 * Names as people write them on official papers.
 *
 * - Korean names: 2–20 complete Hangul syllables without spaces (홍길동, 남궁민수). Loose jamo
 *   (ㄱ, ㅏ) are refused: they are typing in progress, not a name.
 * - Names in Latin letters, for alumni registered under a foreign name: 2–50 characters of
 *   Latin letters (accented ones too: José, Zoë) with single spaces, hyphens or apostrophes
 *   between them, initials with a dot (John F. Kennedy, J. R. Tolkien) and a final dot (King Jr.).
 * - Surrounding spaces are removed, runs of spaces become one, and the text is put in Unicode
 *   composed form (NFC), so Hangul typed as separate jamo codes by some keyboards still counts.
 * - A name with a character free text may not hold (a zero-width space, a direction override)
 *   is refused as such (text/free-text.ts), with the server's message.
 */

export const NAME_MAX_LENGTH_HANGUL = 20;
export const NAME_MAX_LENGTH_LATIN = 50;

const HANGUL_NAME = new RegExp(`^[가-힣]{2,${NAME_MAX_LENGTH_HANGUL}}$`, 'u');
const LATIN_LETTER = String.raw`\p{Script=Latin}\p{M}*`;
const LATIN_NAME = new RegExp(
  `^${LATIN_LETTER}(?:${LATIN_LETTER}|(?:\\. |[ '’.-])(?=\\p{Script=Latin}))*\\.?$`,
  'u',
);

export function validatePersonName(input: string): ValidationResult {
  const name = input.normalize('NFC').trim().replace(/\s+/gu, ' ');
  if (!name) return invalid('name.required', '이름을 입력해 주세요.');
  // Checked on the name as it will be stored: a tab or a byte-order mark that trimming removed
  // is gone, a zero-width space or a direction override is not.
  if (hasRefusedCharacter(name)) {
    return invalid('name.refusedCharacter', refusedCharacterMessage('이름'));
  }
  if (HANGUL_NAME.test(name)) return valid(name);

  const length = [...name].length;
  const isLatinName = length >= 2 && length <= NAME_MAX_LENGTH_LATIN && LATIN_NAME.test(name);
  if (isLatinName) return valid(name);

  if (/^[가-힣]+$/u.test(name)) {
    return invalid('name.length', `이름은 2~${NAME_MAX_LENGTH_HANGUL}자로 입력해 주세요.`);
  }
  return invalid('name.format', '이름은 한글 또는 영문으로 정확히 입력해 주세요.');
}
