import type { WithdrawBody } from '../../../src/contract/accounts';
import { withdrawnAccount } from '../../domain/shared/account';
import { AppError } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { Principal, UseCaseContext } from '../shared/context';
import { removeUnreferencedContent } from '../files';

/**
 * Withdrawal: the password once more and a reason; then at once the personal data is erased,
 * every sign-in ends, the member's files are deleted and their visits detached. The id stays
 * taken. (Donation records, from a later issue, are kept for the tax retention period,
 * detached from the person.)
 */
export class Withdrawal {
  constructor(
    private readonly context: UseCaseContext,
    private readonly throttles: AttemptThrottles,
  ) {}

  async execute(principal: Principal, body: WithdrawBody): Promise<void> {
    const { store, clock, reportFailure } = this.context;
    const account = await store.accounts.find(principal.userId);
    if (!account) throw new AppError('unauthenticated');
    await this.throttles.verifyCurrentPassword(account.userId, body.password, account.passwordHash);

    const now = clock.now();
    const deleted = await store.transaction(async (repositories) => {
      await repositories.accounts.update(account.userId, {
        ...withdrawnAccount(account, now),
        // The reason is kept for the association's statistics; it names no one.
        statusReason: body.reason.trim().slice(0, 500) || null,
      });
      await repositories.sessions.revokeAllOf(account.userId, 'withdrawal', now.toISOString());
      await repositories.accessLogs.forgetUser(account.userId);
      return repositories.files.deleteOwnedBy(account.userId);
    });
    for (const sha256 of new Set(deleted.map((file) => file.sha256))) {
      try {
        await removeUnreferencedContent(this.context, sha256);
      } catch (error) {
        reportFailure('file removal after withdrawal', error);
      }
    }
  }
}
