import type { DonationDraft } from '../../../src/domain/donations/records';
import { expectSuccess } from './auth-helpers';
import { as, type SignedInMember } from './members';
import type { TestServer } from './test-server';

/** A donation to the general fund by transfer, code 40, unless told otherwise. */
export function aDonation(overrides: Partial<DonationDraft> = {}): DonationDraft {
  return {
    fundId: 'general',
    amount: 100_000,
    donatedOn: '2026-03-02',
    method: 'transfer',
    receiptCode: '40',
    memo: '',
    ...overrides,
  };
}

/** The office registers a member as a donor; answers the donor's id. */
export async function memberDonor(
  server: TestServer,
  office: SignedInMember,
  member: { userId: string; name: string },
  overrides: { namedInHallOfFame?: boolean; graduationYear?: number | null } = {},
): Promise<string> {
  const { donorId } = expectSuccess(
    await server.call<{ donorId: string }>('createDonor', {
      ...as(office),
      body: {
        kind: 'person',
        name: member.name,
        memberId: member.userId,
        businessNumber: '',
        phone: '',
        email: '',
        address: '',
        graduationYear: overrides.graduationYear ?? null,
        namedInHallOfFame: overrides.namedInHallOfFame ?? false,
      },
    }),
  );
  return donorId;
}

/** The office records a donation; answers its id. */
export async function recorded(
  server: TestServer,
  office: SignedInMember,
  donorId: string,
  donation: Partial<DonationDraft> = {},
): Promise<string> {
  const { donationId } = expectSuccess(
    await server.call<{ donationId: string }>('recordDonation', {
      ...as(office),
      body: { donorId, donation: aDonation(donation) },
    }),
  );
  return donationId;
}
