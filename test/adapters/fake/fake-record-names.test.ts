import { describe, expect, it } from 'vitest';
import { recordNamesOf } from '../../../src/adapters/fake/fake-record-names';
import type { Donor } from '../../../src/domain/donations/records';
import { nameKey } from '../../../src/domain/admin/record-names';
import { fakeWorld } from '../../support/fake-world';

/**
 * Issue 29 item 10: the names the fake's records mention, as the server reads them: a member's,
 * a donor's, a donation's and a receipt's (their donor's), a fund's; none for what it cannot name.
 */
describe('the names the fake backend’s records mention', () => {
  it('names accounts, donors, their donations and receipts, and funds; not a gift of a donor it does not know', () => {
    const { backend } = fakeWorld();
    const records = backend.donationRecords;
    records.donors.push({ donorId: 'donor-1', name: '박기부' } as Donor);
    records.records.push(
      { donationId: 'gift-1', donorId: 'donor-1' } as (typeof records.records)[number],
      { donationId: 'gift-2', donorId: 'donor-unknown' } as (typeof records.records)[number],
    );
    records.receipts.push(
      { receiptId: 'receipt-1', donorId: 'donor-1' } as (typeof records.receipts)[number],
      { receiptId: 'receipt-2', donorId: 'donor-unknown' } as (typeof records.receipts)[number],
    );
    const names = recordNamesOf(backend);
    expect(names.get(nameKey('donor', 'donor-1'))).toBe('박기부');
    expect(names.get(nameKey('donation', 'gift-1'))).toBe('박기부');
    expect(names.get(nameKey('receipt', 'receipt-1'))).toBe('박기부');
    expect(names.has(nameKey('donation', 'gift-2'))).toBe(false);
    expect(names.has(nameKey('receipt', 'receipt-2'))).toBe(false);
    const fund = records.funds[0];
    if (fund) expect(names.get(nameKey('fund', fund.fundId))).toBe(fund.name);
  });
});
