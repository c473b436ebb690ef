import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { receiptMailSubject, receiptSerialYearOf } from '../../../src/domain/donations/receipt';
import {
  receiptBaseInfoOf,
  receiptEmailOf,
  receiptTaxYearOf,
  receiptTotalOf,
  yearReceiptDonations,
} from '../../../src/domain/donations/receipt-contents';
import { DEMO_ASSOCIATION } from '../../../src/domain/shared/association/demo-association';
import { GANGNAM_06236 } from '../../support/addresses';

const ISSUER = { ...DEMO_ASSOCIATION, legalBasis: '「법인세법 시행령」 제39조제1항제1호' };
const LINE = {
  type: '일반기부금',
  code: '40',
  category: '금전',
  date: '2026-03-02',
  description: '장학기금',
  amount: 100_000,
} as const;

describe('what a receipt holds (server and fake alike)', () => {
  it('is for the year asked, or the year of its one donation', () => {
    expect(receiptTaxYearOf({ kind: 'year', year: 2025 }, '2026-01-05')).toBe(2025);
    expect(receiptTaxYearOf({ kind: 'donation', donationId: 'd1' }, '2024-12-31')).toBe(2024);
  });

  it('numbers serials by the year of issue in Korea', () => {
    expect(receiptSerialYearOf(new Date('2026-12-31T15:00:00Z'))).toBe(2027);
    expect(receiptSerialYearOf(new Date('2026-12-31T14:59:59Z'))).toBe(2026);
  });

  it('leaves out of a year’s receipt each donation with a live receipt of its own', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 }),
        fc.func(fc.boolean()),
        (ids, ownReceipt) => {
          const donations = ids.map((donationId) => ({ donationId }));
          const live = new Set(ids.filter((id) => ownReceipt(id)).map((id) => `donation:${id}`));
          const covered = yearReceiptDonations(donations, live);
          expect(covered.map((each) => each.donationId)).toEqual(
            ids.filter((id) => !live.has(`donation:${id}`)),
          );
        },
      ),
    );
  });

  it('certifies the sum of its lines', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 10 ** 9 }), { maxLength: 20 }), (amounts) => {
        const total = receiptTotalOf(amounts.map((amount) => ({ amount })));
        expect(total).toBe(amounts.reduce((sum, amount) => sum + amount, 0));
      }),
    );
  });

  it('names a member by their current name and address, anyone else as the office typed', () => {
    const parts = {
      scope: { kind: 'year', year: 2026 } as const,
      donor: { name: '김옛이름', address: '부산 해운대구' },
      residentNumberMasked: null,
      issuer: ISSUER,
      lines: [LINE],
      issuedSerial: null,
    };
    const address = GANGNAM_06236;
    expect(receiptBaseInfoOf({ ...parts, member: { name: '김한빛', address } })).toEqual({
      scope: parts.scope,
      donor: {
        name: '김한빛',
        residentNumberMasked: null,
        address: '서울 강남구 테헤란로 152 12층',
      },
      residentNumberOnFile: false,
      issuer: ISSUER,
      lines: [LINE],
      total: 100_000,
      issuedSerial: null,
    });
    const office = receiptBaseInfoOf({
      ...parts,
      member: null,
      residentNumberMasked: '900101-1******',
      issuedSerial: '2026-000001',
    });
    expect(office.donor).toEqual({
      name: '김옛이름',
      residentNumberMasked: '900101-1******',
      address: '부산 해운대구',
    });
    expect(office).toMatchObject({ residentNumberOnFile: true, issuedSerial: '2026-000001' });
    const erased = receiptBaseInfoOf({
      ...parts,
      donor: { name: '김옛이름', address: '' },
      member: { name: null, address: null },
    });
    expect(erased.donor).toMatchObject({ name: '김옛이름', address: null });
  });

  it('says 재발급 in the letter’s subject of a second issue', () => {
    expect(receiptMailSubject('한빛고등학교 총동문회', '2026-000123', false)).toBe(
      '[한빛고등학교 총동문회] 기부금영수증(2026-000123)',
    );
    expect(receiptMailSubject('한빛고등학교 총동문회', '2026-000123', true)).toBe(
      '[한빛고등학교 총동문회] 기부금영수증(2026-000123) 재발급',
    );
  });

  it('mails a member at their current address, anyone else (or an erased member) as the office typed', () => {
    const donor = { email: 'office-typed@example.com' };
    expect(receiptEmailOf(donor, { email: 'member@example.com' })).toBe('member@example.com');
    expect(receiptEmailOf(donor, { email: null })).toBe('office-typed@example.com');
    expect(receiptEmailOf(donor, { email: '' })).toBe('office-typed@example.com');
    expect(receiptEmailOf({ email: null }, null)).toBeNull();
  });
});
