import { rejectedApplicationsExpireBefore } from '../../../src/domain/accounts';
import type { AccountRepository, Clock } from '../shared/ports';
import type { AccountErasure } from './account-erasure';

export interface RejectedApplicationsDependencies {
  readonly accounts: AccountRepository;
  readonly accountErasure: AccountErasure;
  readonly clock: Clock;
}

/**
 * Applications the office refused, kept 30 days after the refusal (the privacy policy), then
 * erased by the maintenance. The period runs from the account's last change: the refusal, or
 * an office action on it afterwards (a lock), which keeps it no more than 30 days longer.
 */
export class RejectedApplications {
  constructor(private readonly deps: RejectedApplicationsDependencies) {}

  /** Erases the refused applications past retention; answers how many. */
  async deleteExpired(): Promise<number> {
    const { accounts, accountErasure, clock } = this.deps;
    const expired = await accounts.rejectedBefore(rejectedApplicationsExpireBefore(clock.now()));
    for (const account of expired) await accountErasure.eraseRejectedApplication(account);
    return expired.length;
  }
}
