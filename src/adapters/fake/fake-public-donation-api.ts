import { inject, injectable } from 'inversify';
import type { PublicDonationApi } from '../../application/donations/public-donation-api';
import type { DisclosureYear } from '../../domain/donations/disclosure';
import { type DonationStatisticsReport, publicClassFigures } from '../../domain/donations/figures';
import { type HallOfFameEntry, hallOfFameOf } from '../../domain/donations/hall-of-fame';
import { FakeBackend } from './fake-backend';
import { fakeDisclosureYears } from './fake-donation-reports';
import type { FakeDonationRecords } from './fake-donation-records';

/** The public figures in the fake backend, summed as the server sums them. */
@injectable()
export class FakePublicDonationApi implements PublicDonationApi {
  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {}

  async donationStatistics(): Promise<DonationStatisticsReport> {
    const records = this.backend.donationRecords;
    const current = records.current();
    const years = new Map<
      number,
      { totalAmount: number; donationCount: number; donors: Set<string> }
    >();
    const funds = new Map<
      string,
      { year: number; fundId: string; name: string; totalAmount: number }
    >();
    const classes = new Map<number, { totalAmount: number; donors: Set<string> }>();
    for (const record of current) {
      const year = Number(record.donatedOn.slice(0, 4));
      const byYear = years.get(year) ?? { totalAmount: 0, donationCount: 0, donors: new Set() };
      byYear.totalAmount += record.amount;
      byYear.donationCount += 1;
      byYear.donors.add(record.donorId);
      years.set(year, byYear);
      const fundKey = `${year}|${record.fundId}`;
      const name = records.funds.find((fund) => fund.fundId === record.fundId)?.name ?? '';
      const byFund = funds.get(fundKey) ?? { year, fundId: record.fundId, name, totalAmount: 0 };
      byFund.totalAmount += record.amount;
      funds.set(fundKey, byFund);
      const graduationYear = records.donors.find(
        (donor) => donor.donorId === record.donorId,
      )?.graduationYear;
      if (graduationYear) {
        const byClass = classes.get(graduationYear) ?? { totalAmount: 0, donors: new Set() };
        byClass.totalAmount += record.amount;
        byClass.donors.add(record.donorId);
        classes.set(graduationYear, byClass);
      }
    }
    const order = (fundId: string) => records.funds.findIndex((fund) => fund.fundId === fundId);
    return {
      years: [...years.entries()]
        .sort(([a], [b]) => a - b)
        .map(([year, each]) => ({
          year,
          totalAmount: each.totalAmount,
          donationCount: each.donationCount,
          donorCount: each.donors.size,
        })),
      funds: [...funds.values()].sort(
        (a, b) => a.year - b.year || order(a.fundId) - order(b.fundId),
      ),
      ...publicClassFigures(
        [...classes.entries()]
          .sort(([a], [b]) => a - b)
          .map(([graduationYear, each]) => ({
            graduationYear,
            totalAmount: each.totalAmount,
            donorCount: each.donors.size,
          })),
      ),
      scholarships: scholarshipsByYearAndFund(records).sort(
        (a, b) => a.year - b.year || order(a.fundId) - order(b.fundId),
      ),
    };
  }

  async donationDisclosure(): Promise<readonly DisclosureYear[]> {
    return fakeDisclosureYears(this.backend);
  }

  async hallOfFame(): Promise<readonly HallOfFameEntry[]> {
    const records = this.backend.donationRecords;
    const totals = new Map<string, number>();
    for (const record of records.current()) {
      totals.set(record.donorId, (totals.get(record.donorId) ?? 0) + record.amount);
    }
    return hallOfFameOf(
      records.donors
        .filter((donor) => donor.namedInHallOfFame)
        .map((donor) => ({
          name: donor.name,
          graduationYear: donor.graduationYear,
          company: donor.kind === 'company',
          totalAmount: totals.get(donor.donorId) ?? 0,
        })),
    );
  }
}

function scholarshipsByYearAndFund(records: FakeDonationRecords) {
  const sums = new Map<
    string,
    { year: number; fundId: string; name: string; students: number; amount: number }
  >();
  for (const each of records.scholarships) {
    const key = `${each.year}|${each.fundId}`;
    const sum = sums.get(key) ?? {
      year: each.year,
      fundId: each.fundId,
      name: records.fundName(each.fundId),
      students: 0,
      amount: 0,
    };
    sum.students += each.students;
    sum.amount += each.amount;
    sums.set(key, sum);
  }
  return [...sums.values()];
}
