import type { CalendarDate } from '../shared/calendar/calendar-date';
import { koreanName } from '../shared/demo/korean-names';
import { DEMO_ADDRESSES } from '../shared/demo/demo-people';
import { DEMO_SEED, seededRandom } from '../shared/demo/seeded-random';
import { businessNumberCheckDigit } from './business-number';
import { type DonationMethod, GENERAL_FUND_ID } from './donation';
import { type DemoScholarship, demoDateText, demoScholarships } from './demo-scholarships';
import type { ValidDonation } from './records';

/**
 * The demo's funds, donors, gifts and scholarships, for the server's seed and the fake backend
 * alike: the demo member's monthly CMS gift and year-end gift, the directory's members, alumni
 * without an account in reunion classes, and three companies, over this year and the four
 * before; scholarships handed out each October. The scholarship notice's figures and 기부금
 * 공개's 사용액 are both summed from these scholarship records.
 */
export interface DemoFund {
  readonly id: string;
  readonly name: string;
  readonly description: string;
}

export interface DemoDonor {
  readonly id: string;
  readonly memberId: string | null;
  readonly kind: 'person' | 'company';
  readonly name: string;
  readonly businessNumber: string | null;
  readonly phone: string | null;
  readonly address: string | null;
  readonly graduationYear: number | null;
  readonly namedInHallOfFame: boolean;
}

/** A gift as the office records it (donatedOn is YYYY-MM-DD). */
export interface DemoGift extends ValidDonation {
  readonly id: string;
  readonly donorId: string;
}

export interface DemoDonations {
  readonly funds: readonly DemoFund[];
  readonly donors: readonly DemoDonor[];
  readonly gifts: readonly DemoGift[];
  readonly scholarships: readonly DemoScholarship[];
}

/** The designated funds, besides the general scholarship fund every install has. */
export const DEMO_FUNDS: readonly DemoFund[] = [
  {
    id: 'centennial',
    name: '개교 100주년 기념기금',
    description: '개교 100주년을 맞아 장학관 건립과 100명 장학생 선발에 쓰는 지정 기금입니다.',
  },
  {
    id: 'memorial',
    name: '故 김은사 선생님 추모 장학기금',
    description: '은사의 뜻을 이어 어려운 형편의 재학생을 돕는 지정 기금입니다.',
  },
];

const COMPANIES = [
  { name: '(주)한빛건설', prefix: '214-81-1234', amount: 30_000_000, code: '40' },
  { name: '한빛의료재단', prefix: '105-82-5678', amount: 10_000_000, code: '10' },
  { name: '(주)새빛정밀', prefix: '312-86-0042', amount: 5_000_000, code: '40' },
] as const;

/** Graduation years of the reunion classes whose alumni without an account give together. */
const REUNION_YEARS = [1986, 1991, 1996, 2001] as const;
const OUTSIDE_ALUMNI = 24;

export function demoDonations(
  today: CalendarDate,
  members: readonly {
    readonly userId: string;
    readonly name: string;
    readonly graduationYear: number | null;
  }[],
): DemoDonations {
  const random = seededRandom(DEMO_SEED + 1);
  const donors: DemoDonor[] = members.map((member, index) => ({
    id: `demo-donor-${index + 1}`,
    memberId: member.userId,
    kind: 'person',
    name: member.name,
    businessNumber: null,
    phone: null,
    address: null,
    graduationYear: member.graduationYear,
    // Most agree to be named; the demo member chooses on /me.
    namedInHallOfFame: index > 0 && index % 4 !== 0,
  }));
  for (const [index, company] of COMPANIES.entries()) {
    donors.push({
      id: `demo-company-${index + 1}`,
      memberId: null,
      kind: 'company',
      name: company.name,
      businessNumber: `${company.prefix}${businessNumberCheckDigit(company.prefix)}`,
      phone: `02-${random.int(200, 999)}-${random.digits(4)}`,
      address: random.pick(DEMO_ADDRESSES).addr,
      graduationYear: null,
      namedInHallOfFame: true,
    });
  }
  for (let index = 0; index < OUTSIDE_ALUMNI; index += 1) {
    const graduationYear = REUNION_YEARS[index % REUNION_YEARS.length] ?? null;
    donors.push({
      id: `demo-alumnus-${index + 1}`,
      memberId: null,
      kind: 'person',
      name: koreanName(random, (graduationYear ?? 1990) - 19),
      businessNumber: null,
      phone: `010-${random.digits(4)}-${random.digits(4)}`,
      address: null,
      graduationYear,
      namedInHallOfFame: index % 3 !== 0,
    });
  }

  const gifts: DemoGift[] = [];
  const todayText = demoDateText(today.year, today.month, today.day);
  const give = (
    donorId: string,
    gift: Omit<DemoGift, 'id' | 'donorId' | 'memo' | 'receiptCode'> &
      Partial<Pick<DemoGift, 'memo' | 'receiptCode'>>,
  ) => {
    if (gift.donatedOn > todayText) return;
    gifts.push({
      memo: null,
      receiptCode: '40',
      ...gift,
      id: `demo-donation-${gifts.length + 1}`,
      donorId,
    });
  };
  const [demoMember, ...directory] = donors.filter((donor) => donor.memberId !== null);
  const others = [...directory, ...donors.filter((donor) => donor.id.startsWith('demo-alumnus-'))];
  const companies = donors.filter((donor) => donor.kind === 'company');
  for (let year = today.year - 4; year <= today.year; year += 1) {
    if (demoMember) {
      for (let month = 1; month <= 12; month += 1) {
        give(demoMember.id, {
          donatedOn: demoDateText(year, month, 25),
          amount: 30_000,
          fundId: GENERAL_FUND_ID,
          method: 'cms',
        });
      }
      give(demoMember.id, {
        donatedOn: demoDateText(year, 12, 15),
        amount: 500_000,
        fundId: year >= today.year - 1 ? 'centennial' : GENERAL_FUND_ID,
        method: 'transfer',
      });
    }
    for (const donor of others) {
      if (!random.chance(0.6)) continue;
      give(donor.id, {
        donatedOn: demoDateText(year, random.int(1, 12), random.int(1, 28)),
        amount: random.pick([100_000, 200_000, 300_000, 500_000, 1_000_000, 3_000_000]),
        fundId: random.weighted([
          [GENERAL_FUND_ID, 6],
          ['centennial', 3],
          ['memorial', 1],
        ]),
        method: random.pick<DonationMethod>(['transfer', 'transfer', 'card', 'cash']),
      });
    }
    for (const [index, company] of companies.entries()) {
      const terms = COMPANIES[index];
      give(company.id, {
        donatedOn: demoDateText(year, 11, 10 + index),
        amount: terms?.amount ?? 5_000_000,
        fundId: index === 0 ? 'centennial' : GENERAL_FUND_ID,
        method: 'transfer',
        receiptCode: terms?.code ?? '40',
      });
    }
    const books = companies[2];
    if (books) {
      give(books.id, {
        donatedOn: demoDateText(year, 3, 2),
        amount: 2_400_000,
        fundId: GENERAL_FUND_ID,
        method: 'in-kind',
        memo: '신입생 참고서 120권',
      });
    }
  }
  return { funds: DEMO_FUNDS, donors, gifts, scholarships: demoScholarships(today) };
}
