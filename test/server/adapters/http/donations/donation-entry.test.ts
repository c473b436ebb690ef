import { beforeEach, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { aDonation } from '../../../../support/donations';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { memberDonor } from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { signedInOffice } from '../../../support/office';

/** Issue 29 item 7: the same gift typed twice is caught before it is entered twice. */
describe.each(dialects())('entering a gift like one that stands (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let office: SignedInMember;
  let donorId: string;

  beforeEach(async () => {
    office = await signedInOffice(server);
    donorId = await memberDonor(server, office, await signedInMember(server, { name: '김하늘' }));
  });

  const record = (body: Record<string, unknown>) =>
    server.call<{ donationId: string }>('recordDonation', { ...as(office), body });
  const total = async () =>
    expectSuccess(
      await server.call<DataOf<'officeDonations'>>('officeDonations', {
        ...as(office),
        query: { year: '2025' },
      }),
    ).total;

  it('answers 409 likelyDuplicate naming the gift, writes nothing, and enters it once confirmed', async () => {
    const gift = aDonation({ donatedOn: '2025-03-02', amount: 1_000_000 });
    expectSuccess(await record({ donorId, donation: gift }));
    const twice = await record({ donorId, donation: { ...gift, amount: '1,000,000' } });
    expectRefusal(twice, 'likelyDuplicate');
    expect(twice.body.message).toMatch(
      /^김하늘 님의 2025\.03\.02 장학기금 100만원 기부가 이미 입력되어 있습니다\./u,
    );
    expect(await total()).toBe(1);
    // Another fund, day or amount is another gift.
    expectSuccess(await record({ donorId, donation: { ...gift, donatedOn: '2025-03-03' } }));
    expectSuccess(await record({ donorId, donation: { ...gift, amount: 999_999 } }));
    expectSuccess(await record({ donorId, donation: gift, duplicateConfirmed: true }));
    expect(await total()).toBe(4);
    expectRefusal(
      await record({ donorId, donation: gift, duplicateConfirmed: 'yes' }),
      'invalidInput',
    );
    expect(await total()).toBe(4);
  });
});
