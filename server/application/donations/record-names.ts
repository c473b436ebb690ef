import { nameKey, type NameRequest, type RecordNames as Names } from '../../../src/domain/admin';
import type { DonorRepository, FundRepository } from './ports';

export interface RecordNamesDependencies {
  readonly donors: Pick<DonorRepository, 'namesOf'>;
  readonly donationFunds: Pick<FundRepository, 'list'>;
}

/**
 * The donations feature's part in the office's records (the admin feature's audit log and access
 * records ask it): the names of the donors, donations (their donor's), receipts (their donor's)
 * and funds that entries mention by id, read when the records are shown.
 */
export class RecordNames {
  constructor(private readonly deps: RecordNamesDependencies) {}

  async namesOf(request: Omit<NameRequest, 'account'>): Promise<Names> {
    const names = new Map<string, string>();
    const found = await this.deps.donors.namesOf({
      donors: request.donor,
      donations: request.donation,
      receipts: request.receipt,
    });
    for (const [id, name] of found.donors) names.set(nameKey('donor', id), name);
    for (const [id, name] of found.donations) names.set(nameKey('donation', id), name);
    for (const [id, name] of found.receipts) names.set(nameKey('receipt', id), name);
    if (request.fund.length > 0) {
      const wanted = new Set(request.fund);
      for (const fund of await this.deps.donationFunds.list()) {
        if (wanted.has(fund.id)) names.set(nameKey('fund', fund.id), fund.name);
      }
    }
    return names;
  }
}
