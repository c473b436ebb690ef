import type { DonorRepository } from './ports';

export interface DonorDetachmentDependencies {
  readonly donors: Pick<DonorRepository, 'detachMember'>;
}

/**
 * The donations feature's part in a member's withdrawal (the accounts feature calls it): the
 * member's donor record and its donations stay (the association keeps its records of gifts and
 * receipts), no longer tied to the erased account.
 */
export class DonorDetachment {
  constructor(private readonly deps: DonorDetachmentDependencies) {}

  /**
   * Unties the member's donor record, if any, from their account, as changed at `at`; inside the
   * caller's transaction when it runs in one (`Transactions.run`).
   */
  detachMember(userId: string, at: string): Promise<void> {
    return this.deps.donors.detachMember(userId, at);
  }
}
