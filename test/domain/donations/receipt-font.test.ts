import { describe, expect, it } from 'vitest';
import { KS_X_1001_HANJA_BITS, KS_X_1001_SYMBOLS } from '../../../src/domain/donations/ks-x-1001';
import { hanjaOfBits } from '../../../src/domain/donations/ks-x-1001-format';
import { validateFundDraft } from '../../../src/domain/donations/records';
import {
  charactersWithoutGlyph,
  MISSING_GLYPH_MARK,
  printableOnReceipt,
  receiptFontCodePoints,
} from '../../../src/domain/donations/receipt-font';

/** Issue 29, item 4: what the receipts' font can print, and what happens to the rest. */
describe('the characters a receipt can print', () => {
  it('covers every Hangul syllable, KS X 1001’s 4,888 Hanja and the form’s symbols', () => {
    const points = receiptFontCodePoints();
    const hanja = [...points].filter(
      (point) => (point >= 0x4e00 && point <= 0x9fff) || (point >= 0xf900 && point <= 0xfaff),
    );
    expect(hanja).toHaveLength(4888);
    expect(charactersWithoutGlyph('故 김은사 선생님 추모 장학기금')).toEqual([]);
    expect(charactersWithoutGlyph('李道允 金漢彬 똠방각하 ■ ※ ㈜ ㎡ 「」 · ₩ € – é')).toEqual([]);
    // Outside: a Hanja beyond KS X 1001's (𠮷, U+20BB7), an emoji, a private-use character.
    expect(charactersWithoutGlyph('𠮷野家 🎓 \uE000 𠮷')).toEqual(['𠮷', '🎓', '\uE000']);
  });

  it('prints a character without a glyph as 〓, keeping line breaks', () => {
    expect(printableOnReceipt('鍾路區 𠮷洞 1')).toBe(`鍾路區 ${MISSING_GLYPH_MARK}洞 1`);
    expect(printableOnReceipt('구분\n(금전 또는 현물)')).toBe('구분\n(금전 또는 현물)');
  });

  it('refuses a fund name every receipt would print with a missing character', () => {
    const draft = { description: '', active: true };
    expect(validateFundDraft({ ...draft, name: '故 김은사 선생님 추모 장학기금' })).toMatchObject({
      ok: true,
    });
    expect(validateFundDraft({ ...draft, name: '𠮷 장학기금 🎓' })).toEqual({
      ok: false,
      code: 'fund.nameGlyph',
      message: expect.stringMatching(/^기금 이름의 𠮷 🎓 글자는 기부금영수증에 찍을 수 없습니다/u),
    });
  });
});

describe('KS X 1001 as the domain reads it (ks-x-1001.ts, generated)', () => {
  it('is the EUC-KR decoder’s repertoire, less the user-defined rows', () => {
    const decoder = new TextDecoder('euc-kr');
    const decoded = new Set<number>();
    for (let row = 0xa1; row <= 0xfd; row += 1) {
      for (let cell = 0xa1; cell <= 0xfe; cell += 1) {
        const point = decoder.decode(Uint8Array.of(row, cell)).codePointAt(0) ?? 0xfffd;
        if (point !== 0xfffd && !(point >= 0xe000 && point <= 0xf8ff)) decoded.add(point);
      }
    }
    const table = new Set([
      ...Array.from(KS_X_1001_SYMBOLS, (character) => character.codePointAt(0) ?? 0),
      ...hanjaOfBits(KS_X_1001_HANJA_BITS),
    ]);
    const hangul = [...decoded].filter((point) => point >= 0xac00 && point <= 0xd7a3);
    expect(hangul).toHaveLength(2350);
    expect([...table].sort((a, b) => a - b)).toEqual(
      [...decoded].filter((point) => point < 0xac00 || point > 0xd7a3).sort((a, b) => a - b),
    );
  });
});
