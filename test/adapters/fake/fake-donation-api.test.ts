import { describe, expect, it } from 'vitest';
import { FAKE_ORGANIZATION } from '../../../src/adapters/fake/fake-donation-api';
import type { Donation } from '../../../src/domain/donations/donation';
import { addMember, type FakeWorld, fakeWorld, signInAs } from '../../support/fake-world';

function donation(overrides: Partial<Donation> & Pick<Donation, 'donationId'>): Donation {
  return {
    donatedAt: '2025-05-15',
    amount: 100_000,
    kind: 'scholarship',
    method: 'transfer',
    memo: null,
    ...overrides,
  };
}

const HONG_DONATIONS: Donation[] = [
  donation({ donationId: 'd-1', donatedAt: '2024-03-01', amount: 50_000, kind: 'general' }),
  donation({ donationId: 'd-2', donatedAt: '2025-01-10', amount: 100_000 }),
  donation({ donationId: 'd-3', donatedAt: '2025-06-20', amount: 300_000, kind: 'development' }),
  donation({ donationId: 'd-4', donatedAt: '2025-12-31', amount: 1_000_000 }),
  donation({ donationId: 'd-5', donatedAt: '2026-02-02', amount: 20_000 }),
];

async function hongWithDonations() {
  const world = fakeWorld();
  addMember(world);
  addMember(world, { userId: 'kim456', name: '김철수', email: 'kim@example.com' });
  world.backend.donations.set('hong123', [...HONG_DONATIONS]);
  world.backend.donations.set('kim456', [
    donation({ donationId: 'k-1', donatedAt: '2025-03-03', amount: 7_000_000 }),
  ]);
  await signInAs(world, 'hong123');
  return world;
}

function ids(page: { items: readonly Donation[] }) {
  return page.items.map((item) => item.donationId);
}

async function expectNotFound(promise: Promise<unknown>) {
  await expect(promise).rejects.toMatchObject({
    name: 'ApiError',
    status: 404,
    message: '기부 내역을 찾을 수 없습니다.',
  });
}

function anonymous(world: FakeWorld) {
  world.tokenStore.clearTokens();
  return world;
}

describe('FakeDonationApi.listMyContributions', () => {
  it('needs a signed-in member (Korean 401)', async () => {
    const world = anonymous(await hongWithDonations());
    await expect(
      world.donationApi.listMyContributions({ page: 1, size: 10 }),
    ).rejects.toMatchObject({ name: 'ApiError', status: 401, message: '로그인이 필요합니다.' });
  });

  it('lists only the member’s own donations, newest first', async () => {
    const world = await hongWithDonations();
    const page = await world.donationApi.listMyContributions({ page: 1, size: 10 });
    expect(ids(page)).toEqual(['d-5', 'd-4', 'd-3', 'd-2', 'd-1']);
    expect(page).toMatchObject({ page: 1, size: 10, total: 5, totalAmount: 1_470_000 });
  });

  it('answers an empty page with a zero total for a member with no donations', async () => {
    const world = await hongWithDonations();
    addMember(world, { userId: 'lee789', email: 'lee@example.com' });
    await signInAs(world, 'lee789');
    expect(await world.donationApi.listMyContributions({ page: 1, size: 10 })).toEqual({
      items: [],
      page: 1,
      size: 10,
      total: 0,
      totalAmount: 0,
    });
  });

  it('filters by year', async () => {
    const world = await hongWithDonations();
    const page = await world.donationApi.listMyContributions({ year: 2025, page: 1, size: 10 });
    expect(ids(page)).toEqual(['d-4', 'd-3', 'd-2']);
    expect(page.totalAmount).toBe(1_400_000);
  });

  it('filters by kind', async () => {
    const world = await hongWithDonations();
    const page = await world.donationApi.listMyContributions({
      kind: 'scholarship',
      page: 1,
      size: 10,
    });
    expect(ids(page)).toEqual(['d-5', 'd-4', 'd-2']);
  });

  it('filters by year and kind together', async () => {
    const world = await hongWithDonations();
    const page = await world.donationApi.listMyContributions({
      year: 2025,
      kind: 'development',
      page: 1,
      size: 10,
    });
    expect(ids(page)).toEqual(['d-3']);
    expect(page).toMatchObject({ total: 1, totalAmount: 300_000 });
  });

  it('sums every matching donation in totalAmount, not only those on the page', async () => {
    const world = await hongWithDonations();
    const page = await world.donationApi.listMyContributions({ year: 2025, page: 2, size: 2 });
    expect(ids(page)).toEqual(['d-2']);
    expect(page).toMatchObject({ page: 2, size: 2, total: 3, totalAmount: 1_400_000 });
  });
});

describe('FakeDonationApi.getReceiptBaseInfo', () => {
  it('answers the donor, the association and the donation for a receipt', async () => {
    const world = await hongWithDonations();
    expect(await world.donationApi.getReceiptBaseInfo('d-3')).toEqual({
      donationId: 'd-3',
      donorName: '홍길동',
      residentNumberMasked: null,
      donorAddress: '서울 강남구 테헤란로 152 12층',
      organizationName: FAKE_ORGANIZATION.name,
      organizationBusinessNumber: FAKE_ORGANIZATION.businessNumber,
      organizationAddress: FAKE_ORGANIZATION.address,
      donatedAt: '2025-06-20',
      amount: 300_000,
      kind: 'development',
    });
  });

  it('answers no donor address for a member without one', async () => {
    const world = fakeWorld();
    addMember(world, { address: null });
    world.backend.donations.set('hong123', [donation({ donationId: 'd-1' })]);
    await signInAs(world, 'hong123');
    expect((await world.donationApi.getReceiptBaseInfo('d-1')).donorAddress).toBeNull();
  });

  it('answers a Korean 404 for another member’s donation', async () => {
    const world = await hongWithDonations();
    await expectNotFound(world.donationApi.getReceiptBaseInfo('k-1'));
  });

  it('answers a Korean 404 for an unknown donation', async () => {
    const world = await hongWithDonations();
    await expectNotFound(world.donationApi.getReceiptBaseInfo('nope'));
  });

  it('needs a signed-in member', async () => {
    const world = anonymous(await hongWithDonations());
    await expect(world.donationApi.getReceiptBaseInfo('d-1')).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
    });
  });
});

describe('FakeDonationApi.sendReceiptMail', () => {
  it('records a mail delivery to the normalised address', async () => {
    const world = await hongWithDonations();
    await world.donationApi.sendReceiptMail({ donationId: 'd-2', email: ' hong@Example.com ' });
    expect(world.backend.receiptDeliveries).toEqual([
      { donationId: 'd-2', channel: 'mail', destination: 'hong@example.com' },
    ]);
  });

  it('refuses a malformed e-mail address with a Korean 400 and sends nothing', async () => {
    const world = await hongWithDonations();
    await expect(
      world.donationApi.sendReceiptMail({ donationId: 'd-2', email: 'hong.example.com' }),
    ).rejects.toMatchObject({
      name: 'ApiError',
      status: 400,
      message: '이메일 주소 형식이 올바르지 않습니다. 예) hong@example.com',
    });
    expect(world.backend.receiptDeliveries).toEqual([]);
  });

  it('answers a Korean 404 for another member’s donation and sends nothing', async () => {
    const world = await hongWithDonations();
    await expectNotFound(
      world.donationApi.sendReceiptMail({ donationId: 'k-1', email: 'hong@example.com' }),
    );
    expect(world.backend.receiptDeliveries).toEqual([]);
  });
});

describe('FakeDonationApi.sendReceiptFax', () => {
  it.each([
    ['02-123-4567', '021234567'],
    ['031 1234 5678', '03112345678'],
    ['0505-123-4567', '05051234567'],
  ])('records a fax delivery to %s as digits only', async (faxNumber, destination) => {
    const world = await hongWithDonations();
    await world.donationApi.sendReceiptFax({ donationId: 'd-1', faxNumber });
    expect(world.backend.receiptDeliveries).toEqual([
      { donationId: 'd-1', channel: 'fax', destination },
    ]);
  });

  it.each(['', '1234-5678', '02-12-345', '02-1234-56789-0', '팩스번호'])(
    'refuses the bad fax number %j with a Korean 400 and sends nothing',
    async (faxNumber) => {
      const world = await hongWithDonations();
      await expect(
        world.donationApi.sendReceiptFax({ donationId: 'd-1', faxNumber }),
      ).rejects.toMatchObject({
        name: 'ApiError',
        status: 400,
        message: '팩스 번호 형식이 올바르지 않습니다.',
      });
      expect(world.backend.receiptDeliveries).toEqual([]);
    },
  );

  it('answers a Korean 404 for another member’s donation', async () => {
    const world = await hongWithDonations();
    await expectNotFound(
      world.donationApi.sendReceiptFax({ donationId: 'k-1', faxNumber: '02-123-4567' }),
    );
  });
});
