import { describe, expect, it } from 'vitest';
import { aDonation, donorDraftFor } from '../../support/donations';
import { addMember, fakeWorld, signInAs } from '../../support/fake-world';

describe('FakeContentApi.donationYear (the home page’s year, from the records)', () => {
  it('sums the year’s donations as they stand, by month, with donors and donations', async () => {
    const world = fakeWorld();
    addMember(world, { userId: 'office1', name: '사무국', role: 'admin' });
    const member = addMember(world, { userId: 'haneul01', name: '김하늘' });
    await signInAs(world, 'office1');
    const office = world.officeDonationApi;
    const donor = await office.createDonor(donorDraftFor(member));
    await office.recordDonation(donor, { ...aDonation(), donatedOn: '2025-01-10', amount: 100 });
    await office.recordDonation(donor, { ...aDonation(), donatedOn: '2025-12-24', amount: 200 });
    const cancelled = await office.recordDonation(donor, {
      ...aDonation(),
      donatedOn: '2025-06-01',
      amount: 999,
    });
    await office.cancelDonation(cancelled, '이중 입력');
    await office.recordDonation(donor, { ...aDonation(), donatedOn: '2024-12-31', amount: 5 });
    const year = await world.contentApi.donationYear(2025);
    expect(year).toEqual({
      year: 2025,
      totalAmount: 300,
      donorCount: 1,
      donationCount: 2,
      monthlyAmounts: [100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 200],
    });
  });

  it('answers zeros over 12 months for a year without donations', async () => {
    expect(await fakeWorld().contentApi.donationYear(2019)).toEqual({
      year: 2019,
      totalAmount: 0,
      donorCount: 0,
      donationCount: 0,
      monthlyAmounts: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
    });
  });
});
