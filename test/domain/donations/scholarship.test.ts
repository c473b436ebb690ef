import { describe, expect, it } from 'vitest';
import { validateScholarshipDraft } from '../../../src/domain/donations/scholarship';

const DRAFT = { year: 2025, fundId: 'general', students: 20, amount: 40_000_000, note: '' };

describe('scholarships paid (issue 14: year, fund, number of students, amount)', () => {
  it('reads a payment as typed', () => {
    expect(
      validateScholarshipDraft(
        { year: '2025', fundId: ' general ', students: '20명', amount: '4,000만', note: ' 1학기 ' },
        2026,
      ),
    ).toMatchObject({ ok: false });
    expect(
      validateScholarshipDraft(
        {
          year: '2025',
          fundId: ' general ',
          students: '20명',
          amount: '40,000,000원',
          note: ' 1학기 ',
        },
        2026,
      ),
    ).toEqual({
      ok: true,
      value: { year: 2025, fundId: 'general', students: 20, amount: 40_000_000, note: '1학기' },
    });
  });

  it.each([
    [{ year: 2027 }, '지급 연도는 1950년부터 2026년 사이로 입력해 주세요.'],
    [{ year: 1949 }, '지급 연도는 1950년부터 2026년 사이로 입력해 주세요.'],
    [{ fundId: ' ' }, '기금을 골라 주세요.'],
    [{ students: 0 }, '장학생 수는 1명 이상의 정수로 입력해 주세요.'],
    [{ students: '2.5' }, '장학생 수는 1명 이상의 정수로 입력해 주세요.'],
    [{ amount: 0 }, '금액은 1원 이상이어야 합니다.'],
    [{ note: '가'.repeat(201) }, '비고는 200자 이내로 입력해 주세요.'],
  ])('refuses %o: %s', (change, message) => {
    expect(validateScholarshipDraft({ ...DRAFT, ...change }, 2026)).toMatchObject({
      ok: false,
      message,
    });
  });
});
