import type { DonationRepository, FundRepository } from './ports';

export interface DonorListsDependencies {
  readonly donations: Pick<DonationRepository, 'membersWhoGaveBetween'>;
  readonly donationFunds: Pick<FundRepository, 'find'>;
}

/**
 * The donations feature's part in the office's messages (the messages feature asks it for an
 * audience such as "2026년 장학기금 기부자"): the members who gave in a year, and a fund's name.
 */
export class DonorLists {
  constructor(private readonly deps: DonorListsDependencies) {}

  /** Members who gave in the Korean calendar year, to the fund when one is named. */
  async membersWhoGave(year: number, fundId: string | null): Promise<ReadonlySet<string>> {
    return new Set(
      await this.deps.donations.membersWhoGaveBetween(`${year}-01-01`, `${year}-12-31`, fundId),
    );
  }

  /** The fund's name, or null when there is none by that id. */
  async fundName(fundId: string): Promise<string | null> {
    return (await this.deps.donationFunds.find(fundId))?.name ?? null;
  }
}
