import { describe, expect, it } from 'vitest';
import {
  duesAlreadyPaid,
  duesConfirmationNumber,
  duesCoverYear,
  duesExportFileName,
  duesExportRows,
  duesPaymentLabel,
  type DuesRegisterEntry,
  duesYearTotals,
} from '../../../src/domain/payments';

function entry(changes: Partial<DuesRegisterEntry>): DuesRegisterEntry {
  return {
    paymentId: 'p1',
    memberId: 'kim',
    name: '김동문',
    graduationYear: 2001,
    classNumber: 45,
    kind: 'annual',
    year: 2026,
    amount: 50_000,
    paidOn: '2026-03-02',
    confirmationNumber: '회비-2026-00001',
    ...changes,
  };
}

const register = [
  entry({}),
  entry({
    paymentId: 'p2',
    memberId: 'lee',
    name: '이선배',
    graduationYear: 1990,
    kind: 'lifetime',
    year: null,
    amount: 500_000,
    paidOn: '2019-05-01',
  }),
  entry({
    paymentId: 'p3',
    memberId: 'park',
    name: null,
    graduationYear: null,
    kind: 'lifetime',
    year: null,
    amount: 500_000,
    paidOn: '2026-07-09',
  }),
  entry({ paymentId: 'p4', memberId: 'choi', name: '최후배', year: 2025, paidOn: '2025-02-01' }),
];
const [annual = entry({}), lifetime = entry({})] = register;

describe('the office’s register of dues (issue 31 item 5)', () => {
  it('counts lifetime payers for every year from the year they paid, annual ones for their year', () => {
    expect(duesCoverYear(lifetime, 2019)).toBe(true);
    expect(duesCoverYear(lifetime, 2018)).toBe(false);
    expect(duesCoverYear(annual, 2026)).toBe(true);
    expect(duesCoverYear(annual, 2025)).toBe(false);
  });

  it('totals a year: members covered, annual sums, and only the lifetime dues paid that year', () => {
    expect(duesYearTotals(register, 2026)).toEqual({
      members: 3,
      annualMembers: 1,
      lifetimeMembers: 2,
      annualAmount: 50_000,
      lifetimeAmountPaidInYear: 500_000,
    });
    expect(duesYearTotals(register, 2025)).toMatchObject({
      members: 2,
      annualAmount: 50_000,
      lifetimeAmountPaidInYear: 0,
    });
  });

  it('exports rows by class then name, a withdrawn member as 탈퇴 회원, amounts as numbers', () => {
    expect(duesExportRows(register.filter((each) => duesCoverYear(each, 2026)))).toEqual([
      ['이선배', 1990, 45, '평생회비', 500_000, '2019-05-01', '회비-2026-00001'],
      ['김동문', 2001, 45, '2026년 연회비', 50_000, '2026-03-02', '회비-2026-00001'],
      ['탈퇴 회원', '', 45, '평생회비', 500_000, '2026-07-09', '회비-2026-00001'],
    ]);
    expect(duesExportFileName(2026)).toBe('회비-납부-2026.xlsx');
  });

  it('numbers confirmations by the year paid, and names the dues paid', () => {
    expect(duesConfirmationNumber(2026, 12)).toBe('회비-2026-00012');
    expect(duesPaymentLabel({ kind: 'annual', year: 2026 })).toBe('2026년 연회비');
    expect(duesPaymentLabel({ kind: 'lifetime', year: null })).toBe('평생회비');
  });

  it('refuses dues paid twice: the year again, or anything after lifetime dues', () => {
    const paidOn = { year: 2026, month: 3, day: 2 };
    expect(duesAlreadyPaid('annual', 2026, [{ kind: 'annual', year: 2026, paidOn }])).toBe(
      '2026년 연회비는 이미 내셨습니다.',
    );
    expect(duesAlreadyPaid('annual', 2027, [{ kind: 'annual', year: 2026, paidOn }])).toBeNull();
    expect(duesAlreadyPaid('lifetime', 2026, [{ kind: 'annual', year: 2026, paidOn }])).toBeNull();
    expect(duesAlreadyPaid('annual', 2027, [{ kind: 'lifetime', year: null, paidOn }])).toMatch(
      /평생회비/u,
    );
  });
});
