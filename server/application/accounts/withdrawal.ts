import type { BodyOf } from '../../../src/contract/endpoint-types';
import { AppError } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { Principal } from '../shared/principal';
import type { AccountRepository } from '../shared/ports';
import type { AccountErasure } from './account-erasure';

export interface WithdrawalDependencies {
  readonly accounts: AccountRepository;
  readonly throttles: AttemptThrottles;
  readonly accountErasure: AccountErasure;
}

/**
 * Withdrawal: the password once more and a reason; then at once the personal data is erased,
 * every sign-in ends, the member's files are deleted and their visits detached. The id stays
 * taken. (Donation records, from a later issue, are kept for the tax retention period,
 * detached from the person.)
 */
export class Withdrawal {
  constructor(private readonly deps: WithdrawalDependencies) {}

  async withdraw(principal: Principal, body: BodyOf<'withdraw'>): Promise<void> {
    const { accounts, throttles, accountErasure } = this.deps;
    const account = await accounts.find(principal.userId);
    if (!account) throw new AppError('unauthenticated');
    await throttles.verifyCurrentPassword(account.userId, body.password, account.passwordHash);

    // The reason is kept for the association's statistics; it names no one.
    await accountErasure.erase(account, body.reason.trim().slice(0, 500) || null, 'withdrawal');
  }
}
