import { invalid, type ValidationResult, valid } from '../validation/validation-result';

/**
 * Free text: what a member or a visitor types and others may read (names, company, course, job
 * title, address, reasons, the visited path). It must be text a reader sees as it is:
 *
 * - no control characters (C0, DEL, C1), which terminals, logs and other programs act on —
 *   except line breaks in the fields that take several lines;
 * - no bidirectional controls (embeddings, overrides, isolates, LRM, RLM, ALM), which make a
 *   text read in another order than it is stored ("txt.exe" shown as "exe.txt");
 * - no zero-width characters (spaces, joiners, word joiner, byte-order mark), which make two
 *   texts that look the same differ, or hide words from a filter;
 * - no lone surrogates, which are no characters at all (SQLite stores them as invalid UTF-8
 *   that other readers cannot decode);
 * - no line or paragraph separators (U+2028, U+2029), which end a line in some readers and not
 *   in others (and once ended a JavaScript string);
 * - no characters that show as nothing: tag characters (U+E0000–U+E007F, which hide a message
 *   inside a text), the Hangul fillers (U+115F, U+1160, U+3164, U+FFA0, a "blank" name or
 *   title), the invisible operators and other format characters;
 * - no more than MAX_COMBINING_MARKS combining marks in a row once composed ("Zalgo" text,
 *   which spills over the lines around it); Korean, Vietnamese, Thai and the like use fewer.
 *
 * What is accepted is put in Unicode composed form (NFC), so that one text is stored one way.
 * Passwords are not free text: they are never shown, and their own rule decides.
 */

/** Whether a field takes several lines (a reason) or one (everything else). */
export type FreeTextLines = 'single' | 'multiple';

/** Bidirectional controls, zero-width characters and the byte-order mark. */
const BIDI_AND_ZERO_WIDTH = '\\u061C\\u200B-\\u200F\\u202A-\\u202E\\u2060\\u2066-\\u2069\\uFEFF';
/**
 * Separators and characters that show as nothing: U+2028–U+2029, the Hangul fillers, the
 * Mongolian vowel separator, invisible operators, deprecated format characters, interlinear
 * annotation and the tag characters.
 */
const INVISIBLE =
  '\\u2028\\u2029\\u115F\\u1160\\u3164\\uFFA0\\u180E\\u2061-\\u2064\\u206A-\\u206F' +
  '\\uFFF9-\\uFFFB\\u{E0000}-\\u{E007F}';
const DECEPTIVE = `${BIDI_AND_ZERO_WIDTH}${INVISIBLE}`;
/** Combining marks a base may carry in a row (after composition); more is refused. */
export const MAX_COMBINING_MARKS = 3;
const TOO_MANY_MARKS = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');
/** The combining grapheme joiner, a mark that shows as nothing (outside a class: it combines). */
const GRAPHEME_JOINER = /\u034F/u;
const SINGLE_LINE_REFUSED = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F${DECEPTIVE}]`, 'u');
/** As above, but line feed and carriage return are line breaks here. */
const MULTI_LINE_REFUSED = new RegExp(
  `[\\u0000-\\u0009\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${DECEPTIVE}]`,
  'u',
);
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether the text holds a character free text may not hold (see above). */
export function hasRefusedCharacter(text: string, lines: FreeTextLines = 'single'): boolean {
  const refused = lines === 'multiple' ? MULTI_LINE_REFUSED : SINGLE_LINE_REFUSED;
  return (
    LONE_SURROGATE.test(text) ||
    refused.test(text) ||
    GRAPHEME_JOINER.test(text) ||
    TOO_MANY_MARKS.test(text.normalize('NFC'))
  );
}

/** The refusal, naming the field: "이름에 쓸 수 없는 문자가 들어 있습니다." */
export function refusedCharacterMessage(fieldLabel: string): string {
  return `${fieldLabel}에 쓸 수 없는 문자가 들어 있습니다.`;
}

/**
 * The text in composed form (NFC), or the refusal naming the field. Spaces are left as they
 * are: each field's own rule trims and measures the text.
 */
export function validateFreeText(
  input: string,
  fieldLabel: string,
  lines: FreeTextLines = 'single',
): ValidationResult {
  if (hasRefusedCharacter(input, lines)) {
    return invalid('text.refusedCharacter', refusedCharacterMessage(fieldLabel));
  }
  return valid(input.normalize('NFC'));
}
