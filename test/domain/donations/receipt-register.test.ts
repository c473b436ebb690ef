import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptScopeKey, receiptScopeOfKey } from '../../../src/domain/donations/receipt';
import {
  amountsByCodeOf,
  batchDone,
  batchYearRefusal,
  REGISTER_EXPORT_HEADER,
  registerExportCsv,
  registerExportFileName,
  registerExportRows,
  type RegisterExportEntry,
} from '../../../src/domain/donations/receipt-register';

const entry = (overrides: Partial<RegisterExportEntry> = {}): RegisterExportEntry => ({
  receiptId: 'r1',
  serial: '2026-000002',
  donorId: 'd1',
  donorName: '김하늘',
  donorKind: 'person',
  scope: 'year',
  taxYear: 2025,
  totalAmount: 1_200_000,
  issuedAt: '2026-01-14T16:00:00.000Z',
  lastIssuedAt: '2026-02-01T01:00:00.000Z',
  issueCount: 2,
  lastChannel: 'mail',
  cancelledAt: null,
  cancelReason: null,
  residentNumberMissing: false,
  amounts: { special: 200_000, general: 1_000_000 },
  identityNumber: '900101-1234568',
  ...overrides,
});

describe('the receipts’ register (issue 14)', () => {
  it('sums a receipt’s lines by code: 10 특례, 40 일반', () => {
    expect(
      amountsByCodeOf([
        { code: '10', amount: 200_000 },
        { code: '40', amount: 300_000 },
        { code: '40', amount: 700_000 },
      ]),
    ).toEqual({ special: 200_000, general: 1_000_000 });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            code: fc.constantFrom('10', '40'),
            amount: fc.integer({ min: 1, max: 1e9 }),
          }),
        ),
        (lines) => {
          const { special, general } = amountsByCodeOf(lines);
          expect(special + general).toBe(lines.reduce((sum, line) => sum + line.amount, 0));
        },
      ),
    );
  });

  it('reads a scope back from its key', () => {
    expect(receiptScopeOfKey('year:2025')).toEqual({ kind: 'year', year: 2025 });
    expect(receiptScopeOfKey('donation:abc')).toEqual({ kind: 'donation', donationId: 'abc' });
    expect(receiptScopeOfKey('month:3')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2999 }), (year) => {
        const scope = { kind: 'year', year } as const;
        expect(receiptScopeOfKey(receiptScopeKey(scope))).toEqual(scope);
      }),
    );
  });

  it('writes the 발급명세 in serial order, days in Korea, cancelled ones kept and marked', () => {
    const rows = registerExportRows([
      entry(),
      entry({
        serial: '2026-000001',
        donorName: '한빛상사',
        donorKind: 'company',
        scope: 'donation',
        identityNumber: '220-81-62517',
        cancelledAt: '2026-03-01T15:30:00.000Z',
        cancelReason: '이중 발급',
      }),
    ]);
    expect(rows[0]).toHaveLength(REGISTER_EXPORT_HEADER.length);
    expect(rows.map((row) => row[0])).toEqual(['2026-000001', '2026-000002']);
    // 16:00 UTC on 14 January is 15 January in Korea.
    expect(rows[1]).toEqual([
      '2026-000002',
      2025,
      '연간 합산',
      '2026-01-15',
      '2026-02-01',
      2,
      '개인',
      '김하늘',
      '900101-1234568',
      200_000,
      1_000_000,
      1_200_000,
      '발급',
      '',
      '',
    ]);
    expect(rows[0]?.slice(12)).toEqual(['취소', '2026-03-02', '이중 발급']);
  });

  it('guards a donor name that a spreadsheet would take for a formula', () => {
    const csv = registerExportCsv([entry({ donorName: '=HYPERLINK("x")' })]);
    expect(csv.startsWith('\uFEFF일련번호,')).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('names the files by year and format, refuses a year to come, counts what is done', () => {
    expect(registerExportFileName(2025, 'xlsx')).toBe('기부금영수증_발급명세_2025.xlsx');
    const now = new Date('2026-11-27T00:00:00.000Z');
    expect(batchYearRefusal(2026, now)).toBeNull();
    expect(batchYearRefusal(2027, now)).toContain('아직 오지 않은 해');
    expect(
      batchDone({
        batchId: 'b',
        taxYear: 2025,
        total: 10,
        sent: 5,
        skipped: 2,
        failed: 1,
        startedAt: '',
        finishedAt: null,
        problems: [],
      }),
    ).toBe(8);
  });
});
