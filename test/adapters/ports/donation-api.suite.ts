import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DonationDraft } from '../../../src/domain/donations/records';
import { aDonation, donorDraftFor } from '../../support/donations';
import {
  approvedMember,
  leave,
  type MakePortWorld,
  type Member,
  type PortWorld,
  refusal,
  signIn,
} from './port-world';

const GIFT = aDonation();

/** The DonationApi and OfficeDonationApi ports (issue 14): records, a member's own, receipts' base. */
export function describeDonationApiSuite(name: string, makeWorld: MakePortWorld): void {
  describe(`DonationApi and OfficeDonationApi (${name})`, () => {
    let world: PortWorld;
    let alice: Member;
    let bob: Member;
    let aliceDonor: string;
    let bobDonor: string;

    beforeEach(async () => {
      world = await makeWorld();
      alice = await approvedMember(world, { name: '김하늘' });
      bob = await approvedMember(world, { name: '박바다' });
      await world.signInAsAdministrator();
      aliceDonor = await world.officeDonations.createDonor(donorDraftFor(alice));
      bobDonor = await world.officeDonations.createDonor(donorDraftFor(bob));
    });

    afterEach(async () => {
      await world.close();
    });

    async function as(member: Member) {
      leave(world);
      await signIn(world, member);
    }

    it('shows a member their own donations with the filter, totals and choices', async () => {
      const fund = await world.officeDonations.createDonationFund({
        name: '100주년 기념기금',
        description: '개교 100주년을 기념하는 지정 기금입니다.',
        active: true,
      });
      const office = world.officeDonations;
      await office.recordDonation(aliceDonor, { ...GIFT, donatedOn: '2024-05-01', amount: 50_000 });
      await office.recordDonation(aliceDonor, {
        ...GIFT,
        donatedOn: '2025-12-31',
        amount: '1,000,000원',
        fundId: fund,
      });
      await office.recordDonation(aliceDonor, {
        ...GIFT,
        donatedOn: '2026-01-01',
        amount: 300_000,
        method: 'cms',
      });
      await office.recordDonation(bobDonor, { ...GIFT, amount: 9_000_000 });
      expect((await world.donationFunds.listDonationFunds()).map((each) => each.name)).toEqual([
        '장학기금',
        '100주년 기념기금',
      ]);

      await as(alice);
      const all = await world.donations.getMyContributions({});
      expect(
        all.items.map((item) => [item.donatedOn, item.amount, item.fundName, item.method]),
      ).toEqual([
        ['2026-01-01', 300_000, '장학기금', 'cms'],
        ['2025-12-31', 1_000_000, '100주년 기념기금', 'transfer'],
        ['2024-05-01', 50_000, '장학기금', 'transfer'],
      ]);
      expect(all).toMatchObject({ total: 3, totalAmount: 1_350_000, years: [2026, 2025, 2024] });
      expect(all.funds.map((each) => each.name)).toEqual(['장학기금', '100주년 기념기금']);
      expect(await world.donations.getMyContributions({ year: 2025 })).toMatchObject({
        total: 1,
        totalAmount: 1_000_000,
      });
      expect(
        (await world.donations.getMyContributions({ from: '2025-12-31', to: '2026-12-31' }))
          .totalAmount,
      ).toBe(1_300_000);
      expect((await world.donations.getMyContributions({ fundId: fund })).totalAmount).toBe(
        1_000_000,
      );
      const second = await world.donations.getMyContributions({ page: 2, size: 2 });
      expect(second).toMatchObject({ page: 2, size: 2, total: 3, totalAmount: 1_350_000 });
      expect(second.items.map((item) => item.donatedOn)).toEqual(['2024-05-01']);
    });

    it('refuses a period of 100 years, and bad amounts, days and goods, changing nothing', async () => {
      const office = world.officeDonations;
      for (const bad of [
        { amount: 0 },
        { amount: 10 ** 15 },
        { amount: '백만 원' },
        { donatedOn: '2999-01-01' },
        { donatedOn: '2025-02-30' },
        { method: 'in-kind', memo: '' },
      ] as Partial<DonationDraft>[]) {
        await expect(
          office.recordDonation(aliceDonor, { ...GIFT, ...bad }),
          JSON.stringify(bad),
        ).rejects.toMatchObject(refusal('invalidInput'));
      }
      await expect(office.recordDonation('no-such-donor', GIFT)).rejects.toMatchObject(
        refusal('notFound'),
      );
      await expect(
        office.recordDonation(aliceDonor, { ...GIFT, fundId: 'no-such-fund' }),
      ).rejects.toMatchObject(refusal('invalidInput'));
      await as(alice);
      await expect(
        world.donations.getMyContributions({ from: '1950-01-01', to: '2049-12-31' }),
      ).rejects.toMatchObject(refusal('invalidInput', /10년/u));
      expect(await world.donations.getMyContributions({})).toMatchObject({
        total: 0,
        totalAmount: 0,
      });
    });

    it('issue 29 item 7: warns of a gift like one that stands, and enters it once confirmed', async () => {
      const office = world.officeDonations;
      await office.recordDonation(aliceDonor, GIFT);
      const twice = office.recordDonation(aliceDonor, { ...GIFT, amount: '100,000' });
      await expect(twice).rejects.toMatchObject(
        refusal(
          'likelyDuplicate',
          /^김하늘 님의 \d{4}\.\d{2}\.\d{2} .+ 10만원 기부가 이미 입력되어 있습니다\./u,
        ),
      );
      // Another day, amount or donor is another gift.
      await office.recordDonation(aliceDonor, { ...GIFT, amount: 100_001 });
      await office.recordDonation(bobDonor, GIFT);
      expect((await office.officeDonations({ donorId: aliceDonor })).total).toBe(2);
      const second = await office.recordDonation(aliceDonor, GIFT, { duplicateConfirmed: true });
      expect((await office.officeDonations({ donorId: aliceDonor })).total).toBe(3);
      // A cancelled gift does not stand: the same gift is entered without a warning.
      await office.cancelDonation(second, '확인 결과 한 번만 보냄');
      const [first] = (
        await office.officeDonations({ donorId: aliceDonor, fundId: GIFT.fundId })
      ).items.filter((item) => item.amount === 100_000);
      await office.cancelDonation(first?.donationId ?? '', '다시 입력');
      await office.recordDonation(aliceDonor, GIFT);
      expect((await office.officeDonations({ donorId: aliceDonor })).total).toBe(2);
    });

    it('corrects and cancels by new records: the member sees the donation as it now stands', async () => {
      const office = world.officeDonations;
      const donationId = await office.recordDonation(aliceDonor, GIFT);
      await expect(
        office.correctDonation(donationId, { ...GIFT, amount: 120_000 }, ''),
      ).rejects.toMatchObject(refusal('invalidInput'));
      await office.correctDonation(donationId, { ...GIFT, amount: 120_000 }, '통장 입금액 확인');
      expect((await office.officeDonations({ donorId: aliceDonor })).items).toMatchObject([
        { donationId, amount: 120_000, donorId: aliceDonor, donorName: '김하늘' },
      ]);
      await as(alice);
      expect((await world.donations.getMyContributions({})).items).toMatchObject([
        { donationId, amount: 120_000 },
      ]);

      await world.signInAsAdministrator();
      await office.cancelDonation(donationId, '이중 입력');
      await expect(office.cancelDonation(donationId, '다시')).rejects.toMatchObject(
        refusal('notFound'),
      );
      await as(alice);
      expect(await world.donations.getMyContributions({})).toMatchObject({
        items: [],
        totalAmount: 0,
      });
    });

    it('never lets a member reach another’s donation or receipt information', async () => {
      const bobsGift = await world.officeDonations.recordDonation(bobDonor, GIFT);
      const alicesGift = await world.officeDonations.recordDonation(aliceDonor, {
        ...GIFT,
        receiptCode: '10',
      });
      await as(alice);
      expect(
        (await world.donations.getMyContributions({})).items.map((item) => item.donationId),
      ).toEqual([alicesGift]);
      await expect(
        world.donations.getReceiptBaseInfo({ kind: 'donation', donationId: bobsGift }),
      ).rejects.toMatchObject(refusal('notFound', '기부 내역을 찾을 수 없습니다.'));
      const info = await world.donations.getReceiptBaseInfo({
        kind: 'donation',
        donationId: alicesGift,
      });
      expect(info).toMatchObject({
        donor: { name: '김하늘', residentNumberMasked: null },
        residentNumberOnFile: false,
        lines: [
          { type: '특례기부금', code: '10', category: '금전', date: '2025-03-02', amount: 100_000 },
        ],
        total: 100_000,
        issuedSerial: null,
      });
      expect(info.issuer.name).toMatch(/총동문회/u);
      const year = await world.donations.getReceiptBaseInfo({ kind: 'year', year: 2025 });
      expect(year).toMatchObject({ scope: { kind: 'year', year: 2025 }, total: 100_000 });
      await expect(
        world.donations.getReceiptBaseInfo({ kind: 'year', year: 2019 }),
      ).rejects.toMatchObject(refusal('notFound'));
      leave(world);
      await expect(world.donations.getMyContributions({})).rejects.toMatchObject(
        refusal('unauthenticated'),
      );
    });

    it('keeps a withdrawn member’s donations, detached from the erased account', async () => {
      await world.officeDonations.recordDonation(aliceDonor, GIFT);
      await as(alice);
      await world.auth.withdraw({ password: alice.password, reason: '' });
      await world.signInAsAdministrator();
      const found = await world.officeDonations.officeDonors({ query: '김하늘', page: 1 });
      expect(found.items).toMatchObject([{ donorId: aliceDonor, memberId: null, name: '김하늘' }]);
      expect(await world.officeDonations.officeDonations({ donorId: aliceDonor })).toMatchObject({
        total: 1,
        totalAmount: 100_000,
      });
    });

    it('ties a member to one donor, and closes a fund to new donations', async () => {
      await expect(
        world.officeDonations.createDonor(donorDraftFor(alice, { phone: '02-123-4567' })),
      ).rejects.toMatchObject(refusal('invalidState'));
      await expect(
        world.officeDonations.createDonor(donorDraftFor(alice, { memberId: 'nobody99' })),
      ).rejects.toMatchObject(refusal('invalidInput'));
      const fund = await world.officeDonations.createDonationFund({
        name: '개교 기념기금',
        description: '',
        active: true,
      });
      await world.officeDonations.updateDonationFund(fund, {
        name: '개교 기념기금',
        description: '',
        active: false,
      });
      await expect(
        world.officeDonations.recordDonation(aliceDonor, { ...GIFT, fundId: fund }),
      ).rejects.toMatchObject(refusal('invalidState'));
      await expect(
        world.officeDonations.createDonationFund({
          name: '장학기금',
          description: '',
          active: true,
        }),
      ).rejects.toMatchObject(refusal('invalidState'));
      await as(alice);
      await expect(world.officeDonations.recordDonation(aliceDonor, GIFT)).rejects.toMatchObject({
        status: 403,
      });
    });

    it('sends a receipt by mail and fax under one serial, then as 재발급; the download names it', async () => {
      await world.officeDonations.recordDonation(aliceDonor, GIFT);
      await as(alice);
      const year = { kind: 'year', year: 2025 } as const;
      await expect(
        world.donations.sendReceiptMail({ scope: year, email: 'not-an-address' }),
      ).rejects.toMatchObject(refusal('invalidInput'));
      await expect(
        world.donations.sendReceiptFax({ scope: year, faxNumber: '010-1234-5678' }),
      ).rejects.toMatchObject(refusal('invalidInput', /휴대전화/u));
      const first = await world.donations.sendReceiptMail({
        scope: year,
        email: 'haneul@example.com',
      });
      expect(first).toEqual({
        serial: expect.stringMatching(/^\d{4}-000001$/u),
        reissue: false,
        delivery: 'sent',
      });
      expect(
        await world.donations.sendReceiptFax({ scope: year, faxNumber: '02-123-4567' }),
      ).toEqual({
        serial: first.serial,
        reissue: true,
        // Neither the fake nor the test server has a fax service: the office sends it.
        delivery: 'queued',
      });
      expect((await world.donations.getReceiptBaseInfo(year)).issuedSerial).toBe(first.serial);
      const copy = await world.donations.downloadReceipt({ scope: year });
      expect(copy.fileName).toContain(`기부금영수증_${first.serial}`);
      expect(copy.data.size).toBeGreaterThan(0);
    });

    it('tells each gift whether the year’s issued receipt holds it (issue 29, item 3)', async () => {
      const ownGift = await world.officeDonations.recordDonation(aliceDonor, GIFT);
      const laterGift = await world.officeDonations.recordDonation(aliceDonor, {
        ...GIFT,
        donatedOn: '2025-09-01',
      });
      const otherYear = await world.officeDonations.recordDonation(aliceDonor, {
        ...GIFT,
        donatedOn: '2024-09-01',
      });
      await as(alice);
      const onYearReceipt = async () =>
        Object.fromEntries(
          (await world.donations.getMyContributions({})).items.map((item) => [
            item.donationId,
            item.onYearReceipt,
          ]),
        );
      expect(await onYearReceipt()).toEqual({
        [ownGift]: null,
        [laterGift]: null,
        [otherYear]: null,
      });
      await world.donations.downloadReceipt({ scope: { kind: 'donation', donationId: ownGift } });
      await world.donations.downloadReceipt({ scope: { kind: 'year', year: 2025 } });
      // The gift with a receipt of its own is not on the year's, and keeps its own.
      expect(await onYearReceipt()).toEqual({
        [ownGift]: null,
        [laterGift]: 2025,
        [otherYear]: null,
      });
      expect(
        await world.donations.sendReceiptFax({
          scope: { kind: 'donation', donationId: ownGift },
          faxNumber: '02-123-4567',
        }),
      ).toMatchObject({ reissue: true });
      await expect(
        world.donations.getReceiptBaseInfo({ kind: 'donation', donationId: laterGift }),
      ).rejects.toMatchObject(refusal('invalidState', /2025년 연간/u));
    });

    it('keeps a resident number only with its consent, shows it masked, and forgets it', async () => {
      await world.officeDonations.recordDonation(aliceDonor, GIFT);
      await as(alice);
      const scope = { kind: 'year', year: 2025 } as const;
      await expect(
        world.donations.sendReceiptMail({
          scope,
          email: 'haneul@example.com',
          residentNumber: '900101-1234568',
        }),
      ).rejects.toMatchObject(refusal('invalidInput', /동의/u));
      await expect(
        world.donations.sendReceiptMail({
          scope,
          email: 'haneul@example.com',
          residentNumber: '900101-1234567',
          residentNumberConsent: true,
        }),
      ).rejects.toMatchObject(refusal('invalidInput'));
      expect((await world.donations.getReceiptBaseInfo(scope)).residentNumberOnFile).toBe(false);
      await world.donations.sendReceiptMail({
        scope,
        email: 'haneul@example.com',
        residentNumber: '9001011234568',
        residentNumberConsent: true,
      });
      expect(await world.donations.getReceiptBaseInfo(scope)).toMatchObject({
        residentNumberOnFile: true,
        donor: { residentNumberMasked: '900101-1******' },
      });
      expect((await world.donations.getMyContributions({})).residentNumberOnFile).toBe(true);
      await world.donations.forgetMyResidentNumber();
      expect((await world.donations.getReceiptBaseInfo(scope)).residentNumberOnFile).toBe(false);
    });

    /** A gift the office recorded for an outside donor who is, in fact, the member. */
    async function visitorGiftOf(member: Member, amount: number) {
      await world.signInAsAdministrator();
      const donorId = await world.officeDonations.createDonor({
        memberId: '',
        kind: 'person',
        name: member.name,
        businessNumber: '',
        phone: '01012345678',
        email: member.email.toUpperCase(),
        address: '',
        graduationYear: null,
        namedInHallOfFame: false,
      });
      await world.officeDonations.recordDonation(donorId, aDonation({ amount }));
    }

    it('brings a visitor’s gifts into 내 기부 내역 with a code mailed to the member (issue 31)', async () => {
      await world.officeDonations.recordDonation(aliceDonor, GIFT);
      await visitorGiftOf(alice, 30_000);
      await visitorGiftOf(bob, 50_000);
      await as(alice);
      expect(await world.donations.claimableGifts()).toEqual({
        count: 1,
        total: 30_000,
        years: [Number(GIFT.donatedOn.slice(0, 4))],
        gifts: [
          { donatedOn: GIFT.donatedOn, fundName: expect.stringMatching(/\S/u), amount: 30_000 },
        ],
      });
      const requested = await world.donations.requestGiftClaim();
      expect(requested.email).toBe(alice.email);
      const code = world.lastCodeMailedTo(alice.email);
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      await expect(world.donations.confirmGiftClaim(wrong)).rejects.toMatchObject(
        refusal('invalidAuthCode'),
      );
      expect(await world.donations.confirmGiftClaim(code)).toEqual({ count: 1, total: 30_000 });
      const mine = await world.donations.getMyContributions({});
      expect(mine.items.map((item) => Number(item.amount)).sort()).toEqual(
        [30_000, Number(GIFT.amount)].sort(),
      );
      // Once: nothing is left to claim, and the code is spent.
      expect((await world.donations.claimableGifts()).count).toBe(0);
      await expect(world.donations.confirmGiftClaim(code)).rejects.toMatchObject(
        refusal('invalidAuthCode'),
      );
      await expect(world.donations.requestGiftClaim()).rejects.toMatchObject(refusal('notFound'));
      // Bob's gift stays his to claim.
      await as(bob);
      expect((await world.donations.claimableGifts()).total).toBe(50_000);
    });

    it('makes the visitor’s donor the member’s own when they had none', async () => {
      const carol = await approvedMember(world, { name: '최하나' });
      await visitorGiftOf(carol, 20_000);
      await as(carol);
      expect((await world.donations.getMyContributions({})).items).toEqual([]);
      await world.donations.requestGiftClaim();
      await world.donations.confirmGiftClaim(world.lastCodeMailedTo(carol.email));
      const mine = await world.donations.getMyContributions({});
      expect(mine.items.map((item) => Number(item.amount))).toEqual([20_000]);
    });

    it('lets the member choose to be named in the hall of fame', async () => {
      await world.officeDonations.recordDonation(aliceDonor, GIFT);
      await as(alice);
      expect((await world.donations.getMyContributions({})).namedInHallOfFame).toBe(false);
      await world.donations.updateMyDonorPreferences({ namedInHallOfFame: true });
      expect((await world.donations.getMyContributions({})).namedInHallOfFame).toBe(true);
    });

    it('sums the public figures over the donations as they stand, and names only who agreed', async () => {
      const office = world.officeDonations;
      await office.updateDonor(
        aliceDonor,
        donorDraftFor(alice, { namedInHallOfFame: true, graduationYear: 1990 }),
      );
      await office.recordDonation(aliceDonor, { ...GIFT, amount: 60_000_000 });
      await office.recordDonation(aliceDonor, {
        ...GIFT,
        donatedOn: '2024-12-01',
        amount: 50_000_000,
      });
      await office.recordDonation(bobDonor, { ...GIFT, amount: 70_000_000 });
      const cancelled = await office.recordDonation(bobDonor, { ...GIFT, amount: 999 });
      await office.cancelDonation(cancelled, '이중 입력');
      leave(world);
      const report = await world.publicDonations.donationStatistics();
      expect(report.years).toEqual([
        { year: 2024, totalAmount: 50_000_000, donationCount: 1, donorCount: 1 },
        { year: 2025, totalAmount: 130_000_000, donationCount: 2, donorCount: 2 },
      ]);
      expect(report.funds.map((each) => [each.year, each.name, each.totalAmount])).toEqual([
        [2024, '장학기금', 50_000_000],
        [2025, '장학기금', 130_000_000],
      ]);
      expect(report.classes).toEqual([]);
      expect(report.otherClasses).toEqual({ totalAmount: 110_000_000, donorCount: 1 });
      expect(await world.publicDonations.hallOfFame()).toEqual([
        {
          name: '김하늘',
          graduationYear: 1990,
          company: false,
          tier: '1억 원 이상',
        },
      ]);
    });
  });
}
