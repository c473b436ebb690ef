import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import type { DonationFund } from '../../../src/domain/donations/donation';
import {
  FUND_NAME_TAKEN,
  type FundDraft,
  NO_SUCH_FUND,
  validateFundDraft,
} from '../../../src/domain/donations/records';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import type { Clock, Random } from '../shared/ports';
import type { FundRecord, FundRepository } from './ports';

export interface DonationFundsDependencies {
  readonly donationFunds: FundRepository;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly random: Random;
}

/** The funds donations go to: listed for everyone, kept by the office (audited). */
export class DonationFunds {
  constructor(private readonly deps: DonationFundsDependencies) {}

  async listDonationFunds(): Promise<DonationFund[]> {
    return (await this.deps.donationFunds.list()).map(fundOf);
  }

  createDonationFund(actor: AdminActor, draft: FundDraft): Promise<{ fundId: string }> {
    const fundId = this.deps.random.id();
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.saveDonationFund,
      fundId,
      async () => {
        const fund = requireValid(validateFundDraft(draft));
        const funds = await this.namesFree(fund.name, null);
        await this.deps.donationFunds.save({
          id: fundId,
          ...fund,
          position: funds.length,
          createdAt: this.deps.clock.now().toISOString(),
        });
        return { fundId };
      },
      draft.name.trim(),
    );
  }

  updateDonationFund(actor: AdminActor, fundId: string, draft: FundDraft): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.saveDonationFund,
      fundId,
      async () => {
        const fund = requireValid(validateFundDraft(draft));
        const before = await this.deps.donationFunds.find(fundId);
        if (!before) throw new AppError('notFound', NO_SUCH_FUND);
        await this.namesFree(fund.name, fundId);
        await this.deps.donationFunds.save({ ...before, ...fund });
      },
      draft.name.trim(),
    );
  }

  private async namesFree(name: string, fundId: string | null): Promise<FundRecord[]> {
    const funds = await this.deps.donationFunds.list();
    if (funds.some((fund) => fund.name === name && fund.id !== fundId)) {
      throw new AppError('invalidState', FUND_NAME_TAKEN);
    }
    return funds;
  }
}

function fundOf(record: FundRecord): DonationFund {
  return {
    fundId: record.id,
    name: record.name,
    description: record.description,
    active: record.active,
  };
}
