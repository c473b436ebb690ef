import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';
import { KS_X_1001_HANJA_BITS, KS_X_1001_SYMBOLS } from './ks-x-1001';
import { hanjaOfBits } from './ks-x-1001-format';

/**
 * The characters a receipt's PDF can print (issue 29, item 4). Its font is Noto Sans CJK KR,
 * cut down to these characters (`server/adapters/pdf/fonts/`, made from this list by
 * `scripts/build/receipt-font.ts`), so that the repository and every PDF stay small:
 *
 * - printable ASCII and Latin-1 (U+0020–U+007E, U+00A0–U+00FF);
 * - every modern Hangul syllable (U+AC00–U+D7A3, 11,172);
 * - every character of KS X 1001, the Korean standard set: its 4,888 Hanja (故, 金, 李 …), the
 *   Hangul jamo, the symbols (※ ■ ㈜ ㎡ 「」 …), fullwidth forms, Greek, Cyrillic and kana, less
 *   the 34 Latin letters and symbols the font draws in no Korean form (`NOT_IN_THE_FONT`) and
 *   the user-defined rows;
 * - a few characters Korean text typed today often holds beyond it (– — • ₩ €).
 *
 * A fund's name, which every receipt of its gifts prints, is refused when it holds a character
 * outside (`validateReceiptText`). A donor's name, address or a gift's memo is never refused for
 * it: such a character is printed as 〓 (`printableOnReceipt`), the mark typesetters use for a
 * missing character, rather than as an empty box.
 */

/** Beyond KS X 1001, what Korean text typed today often holds: dashes, bullet, won, euro. */
const ALSO_COMMON = '–—•₩€';

/** KS X 1001 characters that Noto Sans CJK KR has no glyph for (Regular or Bold). */
const NOT_IN_THE_FONT = 'ĦħıĲĳĸĿŀŁłŉŊŋŦŧː˘˚˛˝ⁿ₁₂₃₄⅓⅔⅛⅜⅝⅞∼≒◈';

/** What a character without a glyph is printed as. */
export const MISSING_GLYPH_MARK = '〓';

let covered: ReadonlySet<number> | null = null;

/** Every code point the receipt's font draws, built once (about 17,000). */
export function receiptFontCodePoints(): ReadonlySet<number> {
  if (covered) return covered;
  const points = new Set<number>();
  for (let point = 0x20; point <= 0x7e; point += 1) points.add(point);
  for (let point = 0xa0; point <= 0xff; point += 1) points.add(point);
  for (let point = 0xac00; point <= 0xd7a3; point += 1) points.add(point);
  for (const character of KS_X_1001_SYMBOLS) points.add(character.codePointAt(0) ?? 0);
  for (const point of hanjaOfBits(KS_X_1001_HANJA_BITS)) points.add(point);
  for (const character of ALSO_COMMON) points.add(character.codePointAt(0) ?? 0);
  for (const character of NOT_IN_THE_FONT) points.delete(character.codePointAt(0) ?? 0);
  covered = points;
  return points;
}

/** The characters of a text the receipt's font cannot draw, each once, in order (line breaks aside). */
export function charactersWithoutGlyph(text: string): string[] {
  const fonts = receiptFontCodePoints();
  const lacking = new Set<string>();
  for (const character of text) {
    if (character !== '\n' && !fonts.has(character.codePointAt(0) ?? 0)) lacking.add(character);
  }
  return [...lacking];
}

/** A text as a receipt prints it: each character without a glyph as 〓. */
export function printableOnReceipt(text: string): string {
  if (charactersWithoutGlyph(text).length === 0) return text;
  const fonts = receiptFontCodePoints();
  return Array.from(text, (character) =>
    character === '\n' || fonts.has(character.codePointAt(0) ?? 0) ? character : MISSING_GLYPH_MARK,
  ).join('');
}

/** Refuses a text every receipt prints (a fund's name) when the receipt's font lacks a character. */
export function validateReceiptText(
  text: string,
  what: string,
  code: string,
): ValidationResult<string> {
  const lacking = charactersWithoutGlyph(text);
  if (lacking.length === 0) return valid(text);
  return invalid(
    code,
    `${what}의 ${lacking.join(' ')} 글자는 기부금영수증에 찍을 수 없습니다. 한글, 영문이나 자주 쓰는 한자로 적어 주세요.`,
  );
}
