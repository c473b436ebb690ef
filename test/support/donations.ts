import type { DonationDraft, DonorDraft } from '../../src/domain/donations/records';

/** A member as the office registers them as a donor: a person, not named in the hall of fame. */
export function donorDraftFor(
  member: { readonly userId: string; readonly name: string },
  overrides: Partial<DonorDraft> = {},
): DonorDraft {
  return {
    kind: 'person',
    name: member.name,
    memberId: member.userId,
    businessNumber: '',
    phone: '',
    email: '',
    address: '',
    graduationYear: null,
    namedInHallOfFame: false,
    ...overrides,
  };
}

/** A donation to the general fund by transfer, code 40, on 2 March 2025, unless told otherwise. */
export function aDonation(overrides: Partial<DonationDraft> = {}): DonationDraft {
  return {
    fundId: 'general',
    amount: 100_000,
    donatedOn: '2025-03-02',
    method: 'transfer',
    receiptCode: '40',
    memo: '',
    ...overrides,
  };
}
