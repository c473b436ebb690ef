import type { Faker } from '@faker-js/faker';
import type { DonationMethod, ReceiptCode } from '../../src/domain/donations/donation';
import { GENERAL_FUND_ID } from '../../src/domain/donations/donation';
import { businessNumberCheckDigit } from '../../src/domain/donations/business-number';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import type { DonorRecord } from '../application/donations/ports';
import type { RootPorts } from '../composition/root-ports';

/** The demo's designated funds, besides the general scholarship fund every install has. */
export const DEMO_FUNDS = [
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
] as const;

const OUTSIDE_COMPANIES = [
  { name: '(주)한빛건설', prefix: '214-81-1234' },
  { name: '한빛의료재단', prefix: '105-82-5678' },
  { name: '(주)새빛정밀', prefix: '312-86-0042' },
] as const;

/** The classes whose outside alumni give in the demo (a reunion's class gives together). */
const REUNION_CLASSES = [1986, 1991, 1996, 2001] as const;

/**
 * The demo's donations: the demo member's monthly CMS gift and yearly extra, members of the
 * directory and a few outside people and companies, over this year and the four before (faker's
 * `ko` locale; seeded, so every start makes the same records). Written in one transaction.
 */
export async function seedDemoDonations(
  ports: Pick<RootPorts, 'clock' | 'store'>,
  faker: Faker,
  office: string,
  members: readonly { userId: string; name: string; graduationYear: number | null }[],
): Promise<void> {
  const { store } = ports;
  const now = ports.clock.now();
  const today = calendarDateOf(now);
  const at = now.toISOString();
  const day = (year: number, month: number, dayOfMonth: number) =>
    `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
  const past = (year: number, month: number, dayOfMonth: number) =>
    day(year, month, dayOfMonth) <= day(today.year, today.month, today.day);

  await store.transactions.run(async () => {
    for (const [index, fund] of DEMO_FUNDS.entries()) {
      await store.donationFunds.save({
        ...fund,
        active: true,
        position: index + 1,
        createdAt: at,
      });
    }
    const donors: DonorRecord[] = members.map((member, index) => ({
      id: `demo-donor-${index + 1}`,
      memberId: member.userId,
      kind: 'person',
      name: member.name,
      businessNumber: null,
      phone: null,
      email: null,
      address: null,
      graduationYear: member.graduationYear,
      // Most agree to be named; the demo member chooses on /me.
      namedInHallOfFame: index > 0 && index % 4 !== 0,
      createdAt: at,
      updatedAt: at,
    }));
    for (const [index, company] of OUTSIDE_COMPANIES.entries()) {
      donors.push({
        id: `demo-company-${index + 1}`,
        memberId: null,
        kind: 'company',
        name: company.name,
        businessNumber: withCheckDigit(company.prefix),
        phone: faker.phone.number({ style: 'national' }),
        email: null,
        address: `${faker.location.state()} ${faker.location.city()} ${faker.location.street()}`,
        graduationYear: null,
        namedInHallOfFame: true,
        createdAt: at,
        updatedAt: at,
      });
    }
    // Alumni who give without a site account, in a few classes that give together (reunions).
    for (let index = 0; index < 24; index += 1) {
      donors.push({
        id: `demo-alumnus-${index + 1}`,
        memberId: null,
        kind: 'person',
        name: faker.person.fullName(),
        businessNumber: null,
        phone: faker.phone.number({ style: 'national' }),
        email: null,
        address: null,
        graduationYear: REUNION_CLASSES[index % REUNION_CLASSES.length] ?? null,
        namedInHallOfFame: index % 3 !== 0,
        createdAt: at,
        updatedAt: at,
      });
    }
    for (const donor of donors) await store.donors.create(donor);

    let sequence = 0;
    const give = async (
      donor: DonorRecord,
      gift: {
        on: string;
        amount: number;
        fundId?: string;
        method?: DonationMethod;
        code?: ReceiptCode;
        memo?: string;
      },
    ) => {
      sequence += 1;
      const id = `demo-donation-${sequence}`;
      await store.donations.append({
        id,
        donationId: id,
        supersedes: null,
        donorId: donor.id,
        fundId: gift.fundId ?? GENERAL_FUND_ID,
        amount: gift.amount,
        donatedOn: gift.on,
        method: gift.method ?? 'transfer',
        receiptCode: gift.code ?? '40',
        memo: gift.memo ?? null,
        voided: false,
        reason: null,
        bankReference: null,
        recordedAt: at,
        recordedBy: office,
      });
    };

    const [demoMember, ...directoryDonors] = donors.filter((donor) => donor.memberId !== null);
    const others = [
      ...directoryDonors,
      ...donors.filter((donor) => donor.id.startsWith('demo-alumnus-')),
    ];
    for (let year = today.year - 4; year <= today.year; year += 1) {
      if (demoMember) {
        // The demo member: 30,000 won by CMS on the 25th of every month, and a year-end gift.
        for (let month = 1; month <= 12; month += 1) {
          if (past(year, month, 25)) {
            await give(demoMember, { on: day(year, month, 25), amount: 30_000, method: 'cms' });
          }
        }
        if (past(year, 12, 15)) {
          await give(demoMember, {
            on: day(year, 12, 15),
            amount: 500_000,
            fundId: year >= today.year - 1 ? 'centennial' : GENERAL_FUND_ID,
          });
        }
      }
      for (const donor of others) {
        if (!faker.datatype.boolean({ probability: 0.6 })) continue;
        const month = faker.number.int({ min: 1, max: 12 });
        const dayOfMonth = faker.number.int({ min: 1, max: 28 });
        if (!past(year, month, dayOfMonth)) continue;
        await give(donor, {
          on: day(year, month, dayOfMonth),
          amount: faker.helpers.arrayElement([
            100_000, 200_000, 300_000, 500_000, 1_000_000, 3_000_000,
          ]),
          fundId: faker.helpers.weightedArrayElement([
            { weight: 6, value: GENERAL_FUND_ID },
            { weight: 3, value: 'centennial' },
            { weight: 1, value: 'memorial' },
          ]),
          method: faker.helpers.arrayElement<DonationMethod>([
            'transfer',
            'transfer',
            'card',
            'cash',
          ]),
        });
      }
      for (const [index, company] of donors.filter((donor) => donor.kind === 'company').entries()) {
        if (!past(year, 11, 10 + index)) continue;
        await give(company, {
          on: day(year, 11, 10 + index),
          amount: [30_000_000, 10_000_000, 5_000_000][index] ?? 5_000_000,
          fundId: index === 0 ? 'centennial' : GENERAL_FUND_ID,
          code: index === 1 ? '10' : '40',
        });
      }
      const books = donors.find((donor) => donor.kind === 'company' && donor.name.includes('새빛'));
      if (books && past(year, 3, 2)) {
        await give(books, {
          on: day(year, 3, 2),
          amount: 2_400_000,
          method: 'in-kind',
          memo: '신입생 참고서 120권',
        });
      }
    }
  });
}

function withCheckDigit(prefix: string): string {
  return `${prefix}${businessNumberCheckDigit(prefix)}`;
}
