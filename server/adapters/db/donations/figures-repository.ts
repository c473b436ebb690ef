import { type Kysely, sql } from 'kysely';
import type {
  DonationFiguresRepository,
  DonorKind,
  YearFigures,
} from '../../../application/donations/ports';
import type { Tables } from '../shared/schema';

/** PostgreSQL counts and sums bigint as text. */
const whole = (value: number | string | null | undefined) => Number(value ?? 0);
const yearOf = sql<string>`substr(d.donated_on, 1, 4)`;

/** The public figures, summed in the database over the donations as they stand. */
export class KyselyDonationFiguresRepository implements DonationFiguresRepository {
  constructor(private readonly db: Kysely<Tables>) {}

  async yearFigures(year: number): Promise<YearFigures> {
    const rows = await this.db
      .selectFrom('currentDonations as d')
      .select([
        sql<string>`substr(d.donated_on, 6, 2)`.as('month'),
        sql<number | string>`sum(d.amount)`.as('amount'),
        sql<number | string>`count(*)`.as('donations'),
      ])
      .where('d.donatedOn', '>=', `${year}-01-01`)
      .where('d.donatedOn', '<=', `${year}-12-31`)
      .groupBy(sql`substr(d.donated_on, 6, 2)`)
      .execute();
    const donors = await this.db
      .selectFrom('currentDonations as d')
      .select(sql<number | string>`count(distinct d.donor_id)`.as('donors'))
      .where('d.donatedOn', '>=', `${year}-01-01`)
      .where('d.donatedOn', '<=', `${year}-12-31`)
      .executeTakeFirstOrThrow();
    const monthlyAmounts = Array.from({ length: 12 }, () => 0);
    for (const row of rows) monthlyAmounts[Number(row.month) - 1] = whole(row.amount);
    return {
      totalAmount: monthlyAmounts.reduce((sum, amount) => sum + amount, 0),
      donationCount: rows.reduce((sum, row) => sum + whole(row.donations), 0),
      donorCount: whole(donors.donors),
      monthlyAmounts,
    };
  }

  async byYear() {
    const rows = await this.db
      .selectFrom('currentDonations as d')
      .select([
        yearOf.as('year'),
        sql<number | string>`sum(d.amount)`.as('totalAmount'),
        sql<number | string>`count(*)`.as('donationCount'),
        sql<number | string>`count(distinct d.donor_id)`.as('donorCount'),
      ])
      .groupBy(yearOf)
      .orderBy(yearOf)
      .execute();
    return rows.map((row) => ({
      year: Number(row.year),
      totalAmount: whole(row.totalAmount),
      donationCount: whole(row.donationCount),
      donorCount: whole(row.donorCount),
    }));
  }

  async byFund() {
    const rows = await this.db
      .selectFrom('currentDonations as d')
      .innerJoin('donationFunds as f', 'f.id', 'd.fundId')
      .select([
        yearOf.as('year'),
        'f.id as fundId',
        'f.name as name',
        sql<number | string>`sum(d.amount)`.as('totalAmount'),
      ])
      .groupBy([yearOf, 'f.id', 'f.name', 'f.position'])
      .orderBy(yearOf)
      .orderBy('f.position')
      .execute();
    return rows.map((row) => ({
      ...row,
      year: Number(row.year),
      totalAmount: whole(row.totalAmount),
    }));
  }

  async byClass() {
    const rows = await this.db
      .selectFrom('currentDonations as d')
      .innerJoin('donors as o', 'o.id', 'd.donorId')
      .select([
        'o.graduationYear as graduationYear',
        sql<number | string>`sum(d.amount)`.as('totalAmount'),
        sql<number | string>`count(distinct d.donor_id)`.as('donorCount'),
      ])
      .where('o.graduationYear', 'is not', null)
      .groupBy('o.graduationYear')
      .orderBy('o.graduationYear')
      .execute();
    return rows.map((row) => ({
      graduationYear: Number(row.graduationYear),
      totalAmount: whole(row.totalAmount),
      donorCount: whole(row.donorCount),
    }));
  }

  async namedDonors(minimum: number) {
    const total = sql<number | string>`sum(d.amount)`;
    const rows = await this.db
      .selectFrom('currentDonations as d')
      .innerJoin('donors as o', 'o.id', 'd.donorId')
      .select([
        'o.name as name',
        'o.graduationYear as graduationYear',
        'o.kind as kind',
        total.as('totalAmount'),
      ])
      .where('o.namedInHallOfFame', '=', 1)
      .groupBy(['o.id', 'o.name', 'o.graduationYear', 'o.kind'])
      .having(total, '>=', minimum)
      .orderBy(total, 'desc')
      .orderBy('o.name')
      .execute();
    return rows.map((row) => ({
      ...row,
      kind: row.kind as DonorKind,
      totalAmount: whole(row.totalAmount),
    }));
  }

  async scholarships() {
    const rows = await this.db
      .selectFrom('scholarships as s')
      .innerJoin('donationFunds as f', 'f.id', 's.fundId')
      .select([
        's.year as year',
        'f.id as fundId',
        'f.name as name',
        sql<number | string>`sum(s.students)`.as('students'),
        sql<number | string>`sum(s.amount)`.as('amount'),
      ])
      .groupBy(['s.year', 'f.id', 'f.name', 'f.position'])
      .orderBy('s.year')
      .orderBy('f.position')
      .execute();
    return rows.map((row) => ({
      ...row,
      year: Number(row.year),
      students: whole(row.students),
      amount: whole(row.amount),
    }));
  }
}
