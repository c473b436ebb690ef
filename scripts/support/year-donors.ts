import { GENERAL_FUND_ID } from '../../src/domain/donations/donation';
import type { Runtime } from '../../server/runtime';

/** The address each bench donor's receipts go to (the outbox is counted by it). */
export const yearDonorEmail = (index: number): string => `donor${index}@example.com`;

export interface YearDonors {
  readonly count: number;
  readonly year: number;
  /** Ids are `<prefix>-donor-N`, `<prefix>-donation-N`. */
  readonly prefix: string;
  readonly nameOf: (index: number) => string;
  readonly amountOf: (index: number) => number;
  readonly graduationYearOf: (index: number) => number;
}

/**
 * Donors of a year with one gift each and an e-mail address, written straight into the store in
 * one transaction: what the receipt benches send the year's batch to.
 */
export async function addYearDonors(runtime: Runtime, donors: YearDonors): Promise<void> {
  const at = new Date().toISOString();
  const { store } = runtime.ports;
  await store.transactions.run(async () => {
    for (let index = 0; index < donors.count; index += 1) {
      const donorId = `${donors.prefix}-donor-${index}`;
      await store.donors.create({
        id: donorId,
        memberId: null,
        kind: 'person',
        name: donors.nameOf(index),
        businessNumber: null,
        phone: null,
        email: yearDonorEmail(index),
        address: '서울특별시 종로구 세종대로 175',
        graduationYear: donors.graduationYearOf(index),
        namedInHallOfFame: false,
        createdAt: at,
        updatedAt: at,
      });
      await store.donations.append({
        id: `${donors.prefix}-record-${index}`,
        donationId: `${donors.prefix}-donation-${index}`,
        supersedes: null,
        donorId,
        fundId: GENERAL_FUND_ID,
        amount: donors.amountOf(index),
        donatedOn: `${donors.year}-${String((index % 12) + 1).padStart(2, '0')}-15`,
        method: 'transfer',
        receiptCode: '40',
        memo: null,
        voided: false,
        reason: null,
        bankReference: null,
        recordedAt: at,
        recordedBy: 'bench',
      });
    }
  });
}
