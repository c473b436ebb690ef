import { describe, expect, it } from 'vitest';
import {
  firstDonationRecord,
  supersedingDonationRecord,
} from '../../../src/domain/donations/records';
import type { ValidDonation } from '../../../src/domain/donations/records';

const GIFT: ValidDonation = {
  fundId: 'fund-1',
  amount: 100_000,
  donatedOn: '2026-03-02',
  method: 'transfer',
  receiptCode: '40',
  memo: null,
};

describe('a donation’s append-only history', () => {
  it('gives a first record the donation’s own id, supersedes nothing and stands', () => {
    expect(firstDonationRecord('r1', 'donor-1', GIFT)).toEqual({
      id: 'r1',
      donationId: 'r1',
      supersedes: null,
      donorId: 'donor-1',
      ...GIFT,
      voided: false,
      reason: null,
    });
  });

  it('keeps a correction on the same donation and donor, with the new terms and its reason', () => {
    const before = { ...firstDonationRecord('r1', 'donor-1', GIFT), recordedAt: 'then' };
    const corrected = supersedingDonationRecord(before, {
      ...GIFT,
      amount: 150_000,
      fundId: 'fund-2',
      voided: false,
      reason: '금액 오기',
    });
    expect(corrected).toEqual({
      donationId: 'r1',
      supersedes: 'r1',
      donorId: 'donor-1',
      ...GIFT,
      amount: 150_000,
      fundId: 'fund-2',
      voided: false,
      reason: '금액 오기',
    });
  });

  it('voids a cancelled donation on its old terms, carrying nothing else of the record read', () => {
    const before = {
      ...firstDonationRecord('r1', 'donor-1', GIFT),
      id: 'r2',
      supersedes: 'r1',
      recordedAt: 'then',
      bankReference: 'ref',
    };
    const cancelled = supersedingDonationRecord(before, {
      ...before,
      voided: true,
      reason: '중복 입력',
    });
    expect(cancelled).toEqual({
      donationId: 'r1',
      supersedes: 'r2',
      donorId: 'donor-1',
      ...GIFT,
      voided: true,
      reason: '중복 입력',
    });
  });
});
