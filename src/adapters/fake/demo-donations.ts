import { faker as fakerKO } from '@faker-js/faker/locale/ko';
import { GENERAL_FUND_ID, type DonationMethod } from '../../domain/donations/donation';
import { firstDonationRecord } from '../../domain/donations/records';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo donations (`npm run demo`), as the server's demo seeds them
 * (server/seed/demo-donations.ts): two designated funds; the demo member's monthly CMS gift and
 * year-end gift over this year and the four before; members of the directory, most named in the
 * hall of fame; a company's yearly gift; scholarships paid each year.
 */
export function seedDemoDonations(
  backend: FakeBackend,
  now: Date,
  memberIds: readonly string[],
): void {
  const records = backend.donationRecords;
  records.funds.push(
    {
      fundId: 'centennial',
      name: '개교 100주년 기념기금',
      description: '개교 100주년을 맞아 장학관 건립과 100명 장학생 선발에 쓰는 지정 기금입니다.',
      active: true,
    },
    {
      fundId: 'memorial',
      name: '故 김은사 선생님 추모 장학기금',
      description: '은사의 뜻을 이어 어려운 형편의 재학생을 돕는 지정 기금입니다.',
      active: true,
    },
  );
  const at = now.toISOString();
  for (const [index, memberId] of memberIds.entries()) {
    const profile = backend.accounts.get(memberId)?.profile;
    if (!profile) continue;
    records.donors.push({
      donorId: `demo-donor-${index + 1}`,
      memberId,
      kind: 'person',
      name: profile.name,
      businessNumber: null,
      phone: null,
      email: null,
      address: null,
      graduationYear: profile.graduationYear ?? null,
      namedInHallOfFame: index > 0 && index % 4 !== 0,
      updatedAt: at,
    });
  }
  records.donors.push({
    donorId: 'demo-company',
    memberId: null,
    kind: 'company',
    name: '(주)한빛건설',
    businessNumber: '214-81-12346',
    phone: '02-555-1234',
    email: null,
    address: '서울특별시 서초구 강남대로 465',
    graduationYear: null,
    namedInHallOfFame: true,
    updatedAt: at,
  });

  const today = at.slice(0, 10);
  const day = (year: number, month: number, dayOfMonth: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  let sequence = 0;
  const give = (
    donorId: string,
    donatedOn: string,
    amount: number,
    fundId = GENERAL_FUND_ID,
    method: DonationMethod = 'transfer',
  ) => {
    if (donatedOn > today) return;
    sequence += 1;
    records.records.push({
      ...firstDonationRecord(`demo-donation-${sequence}`, donorId, {
        fundId,
        amount,
        donatedOn,
        method,
        receiptCode: '40',
        memo: null,
      }),
      recordedAt: at,
    });
  };
  const thisYear = now.getFullYear();
  const [demoMember, ...others] = records.donors.filter((donor) => donor.memberId !== null);
  for (let year = thisYear - 4; year <= thisYear; year += 1) {
    if (demoMember) {
      for (let month = 1; month <= 12; month += 1)
        give(demoMember.donorId, day(year, month, 25), 30_000, GENERAL_FUND_ID, 'cms');
      give(
        demoMember.donorId,
        day(year, 12, 15),
        500_000,
        year >= thisYear - 1 ? 'centennial' : GENERAL_FUND_ID,
      );
    }
    for (const donor of others) {
      if (!fakerKO.datatype.boolean({ probability: 0.6 })) continue;
      give(
        donor.donorId,
        day(year, fakerKO.number.int({ min: 1, max: 12 }), fakerKO.number.int({ min: 1, max: 28 })),
        fakerKO.helpers.arrayElement([100_000, 200_000, 300_000, 500_000, 1_000_000, 3_000_000]),
        fakerKO.helpers.arrayElement([GENERAL_FUND_ID, GENERAL_FUND_ID, 'centennial', 'memorial']),
        fakerKO.helpers.arrayElement<DonationMethod>(['transfer', 'transfer', 'card', 'cash']),
      );
    }
    give('demo-company', day(year, 11, 10), 30_000_000, 'centennial');
    if (year < thisYear) {
      records.scholarships.push({
        id: `demo-scholarship-${year}`,
        year,
        fundId: GENERAL_FUND_ID,
        students: 20 + (year % 5),
        amount: 40_000_000 + (year % 3) * 5_000_000,
        note: `${year}학년도 장학생`,
        recordedAt: at,
      });
      records.disclosures.set(year, {
        uses: [
          { purpose: '장학금 수여식 행사비', amount: 3_200_000 },
          { purpose: '모금 안내문 제작·발송', amount: 1_850_000 },
        ],
        atchFileMstId: null,
      });
    }
  }
}
