import { describe, expect, it } from 'vitest';
import {
  DUES_KIND_LABELS,
  duesAmountOf,
  type DuesDefinition,
  duesPaymentRefusal,
  duesStatusFor,
  duesStatusLabel,
  type PaidDues,
  PAYMENT_DOCUMENT_LABELS,
  proofOfPaymentFor,
  validateDuesDefinition,
} from '../../../src/domain/payments';

const TODAY = { year: 2026, month: 11, day: 28 };
const definitions: DuesDefinition[] = [
  { kind: 'annual', year: 2026, amount: 50_000 },
  { kind: 'lifetime', year: null, amount: 500_000 },
];

describe('dues the office defines (issue 31 item 5: 연회비 for a year, 평생회비 once)', () => {
  it('are named 연회비 and 평생회비', () => {
    expect(DUES_KIND_LABELS).toEqual({ annual: '연회비', lifetime: '평생회비' });
  });

  it('take a whole amount in won, by the donations’ amount rule', () => {
    expect(validateDuesDefinition({ kind: 'annual', year: 2026, amount: '50,000' }, TODAY)).toEqual(
      {
        ok: true,
        value: { kind: 'annual', year: 2026, amount: 50_000 },
      },
    );
    expect(
      validateDuesDefinition({ kind: 'lifetime', year: 2020, amount: 300_000 }, TODAY),
    ).toEqual({
      ok: true,
      value: { kind: 'lifetime', year: null, amount: 300_000 },
    });
    expect(
      validateDuesDefinition({ kind: 'annual', year: 2026, amount: '0' }, TODAY),
    ).toMatchObject({
      ok: false,
      code: 'amount.positive',
    });
  });

  it('set annual dues for a year from 2000 up to next year', () => {
    expect(validateDuesDefinition({ kind: 'annual', year: 2027, amount: 1 }, TODAY).ok).toBe(true);
    for (const year of [1999, 2028, null, 2026.5]) {
      expect(validateDuesDefinition({ kind: 'annual', year, amount: 1 }, TODAY)).toMatchObject({
        ok: false,
        code: 'dues.year',
      });
    }
  });
});

describe('a member’s dues status (issue 31 item 5: /me shows their dues status)', () => {
  const annual2025: PaidDues = {
    kind: 'annual',
    year: 2025,
    paidOn: { year: 2025, month: 3, day: 2 },
  };
  const lifetime2024: PaidDues = {
    kind: 'lifetime',
    year: null,
    paidOn: { year: 2024, month: 6, day: 1 },
  };

  it('is paid for the year an annual payment covers, and unpaid for the others', () => {
    expect(duesStatusFor([annual2025], 2025)).toEqual({
      kind: 'annual',
      paidOn: annual2025.paidOn,
    });
    expect(duesStatusFor([annual2025], 2026)).toEqual({ kind: 'unpaid' });
    expect(duesStatusLabel(duesStatusFor([annual2025], 2026), 2026)).toBe('2026년 회비 미납');
    expect(duesStatusLabel(duesStatusFor([annual2025], 2025), 2025)).toBe('2025년 연회비 납부');
  });

  it('lifetime dues cover every year from their payment on, not before', () => {
    expect(duesStatusFor([lifetime2024], 2023)).toEqual({ kind: 'unpaid' });
    for (const year of [2024, 2025, 2040]) {
      expect(duesStatusFor([lifetime2024], year)).toEqual({
        kind: 'lifetime',
        since: lifetime2024.paidOn,
      });
    }
    expect(duesStatusLabel(duesStatusFor([lifetime2024], 2030), 2030)).toBe(
      '평생회비 납부(2024년부터)',
    );
  });

  it('refuses dues not set, a year already paid, and anything after lifetime dues', () => {
    expect(duesPaymentRefusal('annual', 2026, definitions, [])).toBeNull();
    expect(duesPaymentRefusal('annual', 2027, definitions, [])).toBe(
      '2027년 연회비가 아직 정해지지 않았습니다. 사무국에 문의해 주세요.',
    );
    const paid2026: PaidDues = { kind: 'annual', year: 2026, paidOn: TODAY };
    expect(duesPaymentRefusal('annual', 2026, definitions, [paid2026])).toBe(
      '2026년 연회비는 이미 내셨습니다.',
    );
    expect(duesPaymentRefusal('lifetime', 2026, definitions, [paid2026])).toBeNull();
    expect(duesPaymentRefusal('annual', 2026, definitions, [lifetime2024])).toMatch(/평생회비/u);
    expect(duesPaymentRefusal('lifetime', 2026, [], [])).toMatch(/평생회비가 아직/u);
    expect(duesAmountOf('annual', 2026, definitions)).toBe(50_000);
    expect(duesAmountOf('lifetime', 2031, definitions)).toBe(500_000);
    expect(duesAmountOf('annual', 2031, definitions)).toBeNull();
  });
});

describe('issue 31 item 5: dues are not donations — a payment confirmation, no donation receipt', () => {
  it('gives gifts and pledges a donation receipt, dues a payment confirmation', () => {
    expect(proofOfPaymentFor('gift')).toBe('donationReceipt');
    expect(proofOfPaymentFor('pledge')).toBe('donationReceipt');
    expect(proofOfPaymentFor('dues')).toBe('paymentConfirmation');
    expect(PAYMENT_DOCUMENT_LABELS.paymentConfirmation).toBe('납부 확인서');
  });
});
