import { rejectedApplicationsExpireBefore } from '../../../src/domain/accounts';
import type { UseCaseContext } from '../shared/context';
import { eraseRejectedApplication } from './withdrawal';

/**
 * Applications the office refused, kept 30 days after the refusal (the privacy policy), then
 * erased by the maintenance. The period runs from the account's last change: the refusal, or
 * an office action on it afterwards (a lock), which keeps it no more than 30 days longer.
 */
export class RejectedApplications {
  constructor(private readonly context: UseCaseContext) {}

  /** Erases the refused applications past retention; answers how many. */
  async deleteExpired(): Promise<number> {
    const expired = await this.context.store.accounts.rejectedBefore(
      rejectedApplicationsExpireBefore(this.context.clock.now()),
    );
    for (const account of expired) await eraseRejectedApplication(this.context, account);
    return expired.length;
  }
}
