import { beforeEach, describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { memberDonor, recorded } from '../../../support/donations';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { dialects } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';
import { signedInOffice } from '../../../support/office';

type Contributions = DataOf<'getMyContributions'>;
type BaseInfo = DataOf<'getReceiptBaseInfo'>;

/** Issue 14 items 4 and 5: a member's own donations, their filter, and receipts' base info. */
describe.each(dialects())('my donations (%s)', (dialect) => {
  const server = useTestServer(dialect);
  let office: SignedInMember;
  let alice: SignedInMember;
  let bob: SignedInMember;
  let aliceDonor: string;
  let bobDonor: string;

  beforeEach(async () => {
    office = await signedInOffice(server);
    alice = await signedInMember(server, { name: '김하늘' });
    bob = await signedInMember(server, { name: '박바다' });
    aliceDonor = await memberDonor(server, office, alice);
    bobDonor = await memberDonor(server, office, bob);
  });

  const mine = (member: SignedInMember, query: Record<string, string> = {}) =>
    server.call<Contributions>('getMyContributions', { ...as(member), query });

  it('lists only the member’s own donations, newest first, with totals and the filter’s choices', async () => {
    const { fundId } = expectSuccess(
      await server.call<{ fundId: string }>('createDonationFund', {
        ...as(office),
        body: { name: '100주년 기념기금', description: '', active: true },
      }),
    );
    await recorded(server, office, aliceDonor, { donatedOn: '2024-05-01', amount: 50_000 });
    await recorded(server, office, aliceDonor, {
      donatedOn: '2025-12-31',
      amount: 1_000_000,
      fundId,
    });
    await recorded(server, office, aliceDonor, { donatedOn: '2026-01-01', amount: 300_000 });
    await recorded(server, office, bobDonor, { donatedOn: '2026-02-01', amount: 7_000_000 });

    const all = expectSuccess(await mine(alice));
    expect(all.items.map((item) => [item.donatedOn, item.amount])).toEqual([
      ['2026-01-01', 300_000],
      ['2025-12-31', 1_000_000],
      ['2024-05-01', 50_000],
    ]);
    expect(all).toMatchObject({ total: 3, totalAmount: 1_350_000, years: [2026, 2025, 2024] });
    expect(all.funds.map((fund) => fund.name)).toEqual(['장학기금', '100주년 기념기금']);
    expect(all.items[1]).toMatchObject({
      fundName: '100주년 기념기금',
      method: 'transfer',
      receiptCode: '40',
    });

    expect(expectSuccess(await mine(alice, { year: '2025' }))).toMatchObject({
      total: 1,
      totalAmount: 1_000_000,
    });
    expect(
      expectSuccess(await mine(alice, { from: '2025-12-31', to: '2026-01-01' })).totalAmount,
    ).toBe(1_300_000);
    expect(expectSuccess(await mine(alice, { fundId: 'general' })).totalAmount).toBe(350_000);
    const second = expectSuccess(await mine(alice, { size: '2', page: '2' }));
    expect(second).toMatchObject({ page: 2, size: 2, total: 3, totalAmount: 1_350_000 });
    expect(second.items.map((item) => item.donatedOn)).toEqual(['2024-05-01']);
  });

  it('answers a member who never gave with an empty list', async () => {
    const carol = await signedInMember(server, { name: '이구름' });
    expect(expectSuccess(await mine(carol))).toMatchObject({ items: [], total: 0, totalAmount: 0 });
  });

  it.each([
    [{ from: '1950-01-01', to: '2049-12-31' }, /10년/u],
    [{ from: '2026-03-01', to: '2026-02-01' }, /시작일/u],
    [{ from: '2026-02-30', to: '2026-03-01' }, /날짜/u],
    [{ year: '2026', from: '2026-01-01', to: '2026-02-01' }, /하나만/u],
    [{ from: '2026-01-01' }, /모두/u],
  ])('refuses the filter %j with a Korean sentence', async (query, message) => {
    const result = await mine(alice, query);
    expectRefusal(result, 'invalidInput');
    expect(result.body.message).toMatch(message);
  });

  it('refuses a year or page out of range, and unknown filters, with a 400', async () => {
    const queries: Record<string, string>[] = [
      { year: '1800' },
      { page: '0' },
      { size: '500' },
      { kind: 'scholarship' },
    ];
    for (const query of queries) {
      expectRefusal(await mine(alice, query), 'invalidInput');
    }
  });

  it('gives a receipt’s base information for the member’s donation or year, never another’s', async () => {
    const alicesGift = await recorded(server, office, aliceDonor, {
      donatedOn: '2026-04-05',
      amount: 200_000,
      receiptCode: '10',
    });
    await recorded(server, office, aliceDonor, { donatedOn: '2026-09-09', amount: 1_000 });
    const bobsGift = await recorded(server, office, bobDonor, { donatedOn: '2026-04-05' });

    const one = expectSuccess(
      await server.call<BaseInfo>('getReceiptBaseInfo', {
        ...as(alice),
        query: { donationId: alicesGift },
      }),
    );
    expect(one).toMatchObject({
      scope: { kind: 'donation', donationId: alicesGift },
      donor: { name: '김하늘', residentNumberMasked: null },
      residentNumberOnFile: false,
      issuer: { name: '한빛고등학교 총동문회', registrationNumber: '101-82-12345' },
      lines: [
        {
          type: '특례기부금',
          code: '10',
          category: '금전',
          date: '2026-04-05',
          description: '장학기금',
          amount: 200_000,
        },
      ],
      total: 200_000,
      issuedSerial: null,
    });
    const year = expectSuccess(
      await server.call<BaseInfo>('getReceiptBaseInfo', { ...as(alice), query: { year: '2026' } }),
    );
    expect(year.lines.map((line) => line.date)).toEqual(['2026-04-05', '2026-09-09']);
    expect(year.total).toBe(201_000);

    // Bob's donation is, for Alice, no donation at all; so is an unknown one.
    for (const donationId of [bobsGift, 'no-such-donation']) {
      const refused = await server.call('getReceiptBaseInfo', {
        ...as(alice),
        query: { donationId },
      });
      expectRefusal(refused, 'notFound');
      expect(refused.body.message).toBe('기부 내역을 찾을 수 없습니다.');
    }
    expectRefusal(
      await server.call('getReceiptBaseInfo', { ...as(alice), query: { year: '2020' } }),
      'notFound',
    );
    for (const query of [{}, { donationId: alicesGift, year: '2026' }] as Record<
      string,
      string
    >[]) {
      expectRefusal(
        await server.call('getReceiptBaseInfo', { ...as(alice), query }),
        'invalidInput',
      );
    }
  });

  it('keeps these calls to signed-in members, answered no-store', async () => {
    expectRefusal(await server.call('getMyContributions'), 'unauthenticated');
    const answer = await mine(alice);
    expect(answer.headers.get('cache-control')).toContain('no-store');
  });
});
