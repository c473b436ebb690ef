import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_COMBINING_MARKS,
  hasRefusedCharacter,
  refusedCharacterMessage,
  validateFreeText,
} from '../../../../src/domain/shared/text/free-text';

/** Every character the rule names, one by one. */
const CONTROLS = [...range(0x00, 0x1f), 0x7f, ...range(0x80, 0x9f)].map((code) =>
  String.fromCharCode(code),
);
const BIDI = [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069, 0x200e]
  .concat([0x200f, 0x061c])
  .map((code) => String.fromCharCode(code));
const ZERO_WIDTH = [0x200b, 0x200c, 0x200d, 0x2060, 0xfeff].map((code) =>
  String.fromCharCode(code),
);
const LINE_BREAKS = ['\n', '\r'];
/** Separators, tag characters, Hangul fillers and other characters that show as nothing. */
const INVISIBLE = [
  0x2028, 0x2029, 0xe0000, 0xe0001, 0xe0041, 0xe007f, 0x115f, 0x1160, 0x3164, 0xffa0, 0x034f,
  0x180e, 0x2061, 0x2064, 0x206a, 0x206f, 0xfff9, 0xfffb,
].map((code) => String.fromCodePoint(code));
const COMBINING_ACUTE = '\u0301';

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

describe('free text', () => {
  it('accepts what people type: Hangul, Latin, digits, punctuation, emoji, spaces', () => {
    for (const text of ['한빛전자 (주)', 'Hanbit Co., Ltd.', '3학년 2반 · 자연계', '👍🏽 팀장', '']) {
      expect(validateFreeText(text, '직장')).toEqual({ ok: true, value: text });
    }
  });

  it('refuses each control character, naming the field', () => {
    for (const character of CONTROLS) {
      expect(validateFreeText(`한빛${character}전자`, '직장')).toEqual({
        ok: false,
        code: 'text.refusedCharacter',
        message: '직장에 쓸 수 없는 문자가 들어 있습니다.',
      });
    }
  });

  it('takes line breaks only in a field of several lines, and no other control there', () => {
    for (const character of LINE_BREAKS) {
      expect(hasRefusedCharacter(`첫 줄${character}둘째 줄`, 'single')).toBe(true);
      expect(validateFreeText(`첫 줄${character}둘째 줄`, '사유', 'multiple')).toEqual({
        ok: true,
        value: `첫 줄${character}둘째 줄`,
      });
    }
    for (const character of CONTROLS.filter((control) => !LINE_BREAKS.includes(control))) {
      expect(hasRefusedCharacter(`사유${character}`, 'multiple')).toBe(true);
    }
  });

  it('refuses bidirectional controls and zero-width characters, anywhere, in any field', () => {
    for (const character of [...BIDI, ...ZERO_WIDTH]) {
      for (const text of [`${character}김민수`, `김${character}민수`, `김민수${character}`]) {
        expect(hasRefusedCharacter(text, 'single')).toBe(true);
        expect(hasRefusedCharacter(text, 'multiple')).toBe(true);
      }
    }
    expect(validateFreeText('회비 계좌\u202Eetouq', '이름')).toMatchObject({
      ok: false,
      message: refusedCharacterMessage('이름'),
    });
  });

  it('refuses line separators, tag characters, Hangul fillers and invisible format characters', () => {
    for (const character of INVISIBLE) {
      for (const text of [`${character}공지`, `공${character}지`, `공지${character}`, character]) {
        expect(hasRefusedCharacter(text, 'single'), text).toBe(true);
        expect(hasRefusedCharacter(text, 'multiple'), text).toBe(true);
      }
    }
    // A "blank" title of Hangul fillers, and a message hidden in tag characters.
    expect(validateFreeText('\u3164\u3164', '제목')).toMatchObject({ ok: false });
    const hidden = [...'ignore'].map((letter) =>
      String.fromCodePoint(0xe0000 + letter.charCodeAt(0)),
    );
    expect(hasRefusedCharacter(`공지${hidden.join('')}`)).toBe(true);
  });

  it(`takes up to ${MAX_COMBINING_MARKS} combining marks in a row, as languages use them, and refuses more`, () => {
    for (const text of ['Tiếng Việt', 'ภาษาไทย ที่นี่', 'हिन्दी', 'e\u0301\u0323', '1\uFE0F\u20E3']) {
      expect(hasRefusedCharacter(text), text).toBe(false);
    }
    // Marks below that compose with nothing: the run stays a run once composed.
    const marks = (count: number) =>
      `q${'\u0316\u0317\u0318\u0319\u031C'.repeat(20).slice(0, count)}`;
    expect(hasRefusedCharacter(marks(MAX_COMBINING_MARKS + 1))).toBe(true);
    expect(hasRefusedCharacter(marks(100))).toBe(true);
    expect(hasRefusedCharacter(`Z${COMBINING_ACUTE.repeat(100)}algo`, 'multiple')).toBe(true);
    // Counted once composed: a precomposed letter and its decomposed spelling are alike.
    expect(hasRefusedCharacter(`e${COMBINING_ACUTE}\u0316\u0317`)).toBe(false);
  });

  it('refuses lone surrogates, high or low, and keeps pairs (characters beyond the BMP)', () => {
    expect(hasRefusedCharacter('\uD800')).toBe(true);
    expect(hasRefusedCharacter('한빛\uDC00')).toBe(true);
    expect(hasRefusedCharacter('\uDBFF한빛')).toBe(true);
    expect(hasRefusedCharacter('\uDC00\uD800')).toBe(true);
    expect(hasRefusedCharacter('𠮷野家 😀')).toBe(false);
  });

  it('puts accepted text in composed form (NFC)', () => {
    const decomposed = '\u1112\u1161\u11AB\u1107\u1175\u11BE'; // 한빛 typed as jamo
    expect(validateFreeText(decomposed, '직장')).toEqual({ ok: true, value: '한빛' });
    expect(validateFreeText('Jose\u0301', '이름')).toEqual({ ok: true, value: 'José' });
  });

  it('property: text without refused characters is accepted, in NFC, and nothing else changes', () => {
    const allowed = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((text) => !hasRefusedCharacter(text));
    fc.assert(
      fc.property(allowed, (text) => {
        const result = validateFreeText(text, '직장');
        expect(result).toEqual({ ok: true, value: text.normalize('NFC') });
      }),
    );
  });

  it('property: one refused character anywhere makes the whole text refused', () => {
    const refused = fc.constantFrom(
      ...CONTROLS.filter((control) => !LINE_BREAKS.includes(control)),
      ...BIDI,
      ...ZERO_WIDTH,
      ...INVISIBLE,
      '\uD800',
      '\uDFFF',
    );
    const text = fc.string({ unit: 'grapheme-ascii', maxLength: 20 });
    fc.assert(
      fc.property(text, refused, text, (before, character, after) => {
        for (const lines of ['single', 'multiple'] as const) {
          const result = validateFreeText(`${before}${character}${after}`, '주소', lines);
          expect(result).toMatchObject({
            ok: false,
            message: '주소에 쓸 수 없는 문자가 들어 있습니다.',
          });
        }
      }),
    );
  });

  it('property: the accepted value is itself accepted and unchanged (the rule is idempotent)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 30 }), (text) => {
        const first = validateFreeText(text, '직장', 'multiple');
        if (!first.ok) return;
        expect(validateFreeText(first.value, '직장', 'multiple')).toEqual(first);
      }),
    );
  });
});
