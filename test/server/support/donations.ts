import type { DonationDraft } from '../../../src/domain/donations/records';
import { aDonation, donorDraftFor } from '../../support/donations';
import { expectSuccess } from './auth-helpers';
import { as, type SignedInMember } from './members';
import type { TestServer } from './test-server';

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
      body: donorDraftFor(member, overrides),
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
