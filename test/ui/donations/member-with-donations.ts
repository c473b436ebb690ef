import type { DonationDraft } from '../../../src/domain/donations/records';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';

/** The office records these donations of 김하늘 (haneul01); she is then signed in. */
export async function memberWithDonations(gifts: readonly Partial<DonationDraft>[]) {
  const world = fakeWorld();
  addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
  const member = addMember(world, {
    userId: 'haneul01',
    name: '김하늘',
    email: 'haneul@example.com',
  });
  await signInAs(world, 'office1');
  const donorId = await world.officeDonationApi.createDonor(donorDraftFor(member));
  for (const gift of gifts) await world.officeDonationApi.recordDonation(donorId, aDonation(gift));
  world.tokenStore.clearTokens();
  await signInAs(world, 'haneul01');
  return world;
}
