import type { DataOf } from '../../../src/contract/endpoint-types';
import { HALL_OF_FAME_TIERS, hallOfFameOf } from '../../../src/domain/donations/hall-of-fame';
import { publicClassFigures } from '../../../src/domain/donations/figures';
import type { DonationFiguresRepository } from './ports';

export interface DonationFiguresDependencies {
  readonly donationFigures: DonationFiguresRepository;
}

/** The public figures: a year's (the home page), the statistics, and the hall of fame. */
export class DonationFigures {
  constructor(private readonly deps: DonationFiguresDependencies) {}

  async donationYear(year: number): Promise<DataOf<'donationYear'>> {
    const figures = await this.deps.donationFigures.yearFigures(year);
    return { year, ...figures, monthlyAmounts: [...figures.monthlyAmounts] };
  }

  async donationStatistics(): Promise<DataOf<'donationStatistics'>> {
    const figures = this.deps.donationFigures;
    const [years, funds, classes, scholarships] = await Promise.all([
      figures.byYear(),
      figures.byFund(),
      figures.byClass(),
      figures.scholarships(),
    ]);
    const published = publicClassFigures(classes);
    return {
      years,
      funds,
      classes: [...published.classes],
      otherClasses: published.otherClasses,
      scholarships,
    };
  }

  /** Only donors who agreed to be named, in a tier: highest tier first, by name within it. */
  async hallOfFame(): Promise<DataOf<'hallOfFame'>> {
    const lowest = Math.min(...HALL_OF_FAME_TIERS.map((tier) => tier.threshold));
    const donors = await this.deps.donationFigures.namedDonors(lowest);
    return hallOfFameOf(
      donors.map((donor) => ({
        name: donor.name,
        graduationYear: donor.graduationYear,
        company: donor.kind === 'company',
        totalAmount: donor.totalAmount,
      })),
    );
  }
}
