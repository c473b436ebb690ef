import { maskResidentNumber } from '../../../src/domain/donations/resident-number';
import type { DonationDraft } from '../../../src/domain/donations/records';
import { aDonation, donorDraftFor } from '../../support/donations';
import { expectSuccess } from './auth-helpers';
import { as, signedInMember, type SignedInMember } from './members';
import { signedInOffice } from './office';
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

/** The office registers a donor who is not a member (a person or a company); answers the id. */
export async function outsideDonor(
  server: TestServer,
  office: SignedInMember,
  draft: { kind: 'person' | 'company'; name: string; email: string; businessNumber?: string },
): Promise<string> {
  const { donorId } = expectSuccess(
    await server.call<{ donorId: string }>('createDonor', {
      ...as(office),
      body: {
        memberId: '',
        businessNumber: '',
        phone: '',
        address: '',
        graduationYear: null,
        namedInHallOfFame: false,
        ...draft,
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

/**
 * The office and a signed-in member, 김하늘, with one gift of 200,000원 in `year`: the receipts'
 * usual fixture.
 */
export async function officeAndMemberWithAGift(
  server: TestServer,
  year: number,
): Promise<{ office: SignedInMember; member: SignedInMember }> {
  const office = await signedInOffice(server);
  const member = await signedInMember(server, { name: '김하늘' });
  const donor = await memberDonor(server, office, member);
  await recorded(server, office, donor, { donatedOn: `${year}-04-05`, amount: 200_000 });
  return { office, member };
}

/** A donor's resident number kept as a member's receipt request keeps it (sealed, masked). */
export async function storedResidentNumber(
  server: TestServer,
  donorId: string,
  residentNumber: string,
): Promise<void> {
  const { store, residentNumbers } = server.runtime.ports;
  await store.donors.setResidentNumber(
    donorId,
    {
      sealed: residentNumbers.seal(residentNumber, donorId),
      masked: maskResidentNumber(residentNumber),
    },
    new Date().toISOString(),
  );
}
