import { describe, expect, it } from 'vitest';
import type { DataOf } from '../../../../../src/contract/endpoint-types';
import { aGift, yearTotal } from '../../../support/payments';
import { expectRefusal, expectSuccess } from '../../../support/auth-helpers';
import { as, signedInMember, type SignedInMember } from '../../../support/members';
import { dialects, type TestServer } from '../../../support/test-server';
import { useTestServer } from '../../../support/use-test-server';

/** A visitor's gift of `amount` paid by card through the sandbox checkout. */
async function visitorGives(
  server: TestServer,
  donor: { name: string; phone: string; email: string },
  amount = 30_000,
) {
  const order = expectSuccess(
    await server.call<DataOf<'startCheckout'>>('startCheckout', {
      body: aGift({ donor, amount }),
    }),
  );
  const redirect = expectSuccess(
    await server.call<DataOf<'sandboxPay'>>('sandboxPay', {
      body: { orderId: order.orderId, method: 'card', cardNumber: '4330123412341234' },
    }),
  );
  expectSuccess(await server.call('confirmPayment', { body: redirect }));
}

function mailedClaimCode(server: TestServer, email: string): string {
  const mail = server
    .mails()
    .filter((candidate) => candidate.to.includes(email))
    .at(-1);
  const code = mail?.text.match(/확인 코드: (\d{6})/u)?.[1];
  if (!code) throw new Error(`No claim code was mailed to ${email}`);
  return code;
}

/** The visitor signed up: the same name, phone and e-mail. */
function memberAs(
  server: TestServer,
  userId: string,
  visitor: { name: string; phone: string; email: string },
): Promise<SignedInMember> {
  return signedInMember(server, {
    userId,
    name: visitor.name,
    mobile: visitor.phone,
    email: visitor.email,
  });
}

async function contributions(server: TestServer, member: SignedInMember) {
  return expectSuccess(
    await server.call<DataOf<'getMyContributions'>>('getMyContributions', as(member)),
  );
}

/** Issue 31, item 6: a visitor's gift claimed by the member later, confirmed by mail. */
describe.each(dialects())('claiming a visitor’s gift (%s)', (dialect) => {
  const server = useTestServer(dialect);

  it('a visitor gives, signs up with the same name, phone and e-mail, and claims the gift', async () => {
    const visitor = { name: '박청구', phone: '010-2222-3333', email: 'claim1@example.com' };
    await visitorGives(server, visitor, 50_000);
    const before = await yearTotal(server);
    const member = await signedInMember(server, {
      userId: 'claimer01',
      name: visitor.name,
      mobile: '01022223333',
      email: 'Claim1@example.com',
    });
    expect((await contributions(server, member)).total).toBe(0);
    const offered = await server.call<DataOf<'claimableGifts'>>('claimableGifts', as(member));
    expect(offered.headers.get('cache-control')).toContain('no-store');
    const claimable = expectSuccess(offered);
    expect(claimable).toEqual({
      count: 1,
      total: 50_000,
      years: [expect.any(Number)],
      gifts: [{ donatedOn: expect.any(String), fundName: expect.any(String), amount: 50_000 }],
    });

    const requested = expectSuccess(
      await server.call<DataOf<'requestGiftClaim'>>('requestGiftClaim', as(member)),
    );
    expect(requested.email).toBe('Claim1@example.com');
    const code = mailedClaimCode(server, 'Claim1@example.com');
    const done = expectSuccess(
      await server.call<DataOf<'confirmGiftClaim'>>('confirmGiftClaim', {
        ...as(member),
        body: { code },
      }),
    );
    expect(done).toEqual({ count: 1, total: 50_000 });

    const mine = await contributions(server, member);
    expect(mine.items.map((item) => item.amount)).toEqual([50_000]);
    expect(await yearTotal(server)).toBe(before);
    const after = expectSuccess(
      await server.call<DataOf<'claimableGifts'>>('claimableGifts', as(member)),
    );
    expect(after.count).toBe(0);
  });

  it('moves the gifts to the donor record the member already has', async () => {
    const visitor = { name: '이이전', phone: '010-4444-5555', email: 'claim2@example.com' };
    const member = await memberAs(server, 'claimer02', visitor);
    // A gift recorded for the member first, then two as a visitor before signing in.
    const donorId = server.runtime.ports.random.id();
    const at = new Date().toISOString();
    await server.runtime.ports.store.donors.create({
      id: donorId,
      memberId: member.userId,
      kind: 'person',
      name: visitor.name,
      businessNumber: null,
      phone: visitor.phone,
      email: visitor.email,
      address: null,
      graduationYear: null,
      namedInHallOfFame: false,
      createdAt: at,
      updatedAt: at,
    });
    await visitorGives(server, visitor, 10_000);
    await visitorGives(server, visitor, 20_000);
    const before = await yearTotal(server);
    expectSuccess(await server.call('requestGiftClaim', as(member)));
    const done = expectSuccess(
      await server.call<DataOf<'confirmGiftClaim'>>('confirmGiftClaim', {
        ...as(member),
        body: { code: mailedClaimCode(server, visitor.email) },
      }),
    );
    expect(done).toEqual({ count: 2, total: 30_000 });
    const mine = await contributions(server, member);
    expect(mine.totalAmount).toBe(30_000);
    expect(await yearTotal(server)).toBe(before);
  });

  it('finds nothing when the phone differs', async () => {
    const visitor = { name: '최다름', phone: '010-6666-7777', email: 'claim3@example.com' };
    await visitorGives(server, visitor);
    const member = await signedInMember(server, {
      userId: 'claimer03',
      name: visitor.name,
      mobile: '010-6666-7778',
      email: visitor.email,
    });
    const claimable = expectSuccess(
      await server.call<DataOf<'claimableGifts'>>('claimableGifts', as(member)),
    );
    expect(claimable).toEqual({ count: 0, total: 0, years: [], gifts: [] });
    expectRefusal(await server.call('requestGiftClaim', as(member)), 'notFound');
  });

  it('refuses a wrong code, and after five wrong ones refuses for a while', async () => {
    const visitor = { name: '정틀림', phone: '010-8888-9999', email: 'claim4@example.com' };
    await visitorGives(server, visitor);
    const member = await memberAs(server, 'claimer04', visitor);
    expectSuccess(await server.call('requestGiftClaim', as(member)));
    const code = mailedClaimCode(server, visitor.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const refused = await server.call('confirmGiftClaim', {
        ...as(member),
        body: { code: wrong },
      });
      expectRefusal(refused, 'invalidAuthCode');
    }
    const locked = await server.call('confirmGiftClaim', { ...as(member), body: { code } });
    expectRefusal(locked, 'tooManyAttempts');
    expect((await contributions(server, member)).total).toBe(0);
  });

  it('two confirms at once attach once', async () => {
    const visitor = { name: '한동시', phone: '010-1212-3434', email: 'claim5@example.com' };
    await visitorGives(server, visitor, 40_000);
    const member = await memberAs(server, 'claimer05', visitor);
    expectSuccess(await server.call('requestGiftClaim', as(member)));
    const code = mailedClaimCode(server, visitor.email);
    const [first, second] = await Promise.all([
      server.call('confirmGiftClaim', { ...as(member), body: { code } }),
      server.call('confirmGiftClaim', { ...as(member), body: { code } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 400]);
    const mine = await contributions(server, member);
    expect(mine.items.map((item) => item.amount)).toEqual([40_000]);
  });
});
