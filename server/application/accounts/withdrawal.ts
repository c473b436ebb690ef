import type { BodyOf } from '../../../src/contract/endpoint-types';
import { type AccountRecord, withdrawnAccount } from '../../domain/shared/account';
import { AppError } from '../shared/app-error';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { UseCaseContext } from '../shared/context';
import type { Principal } from '../shared/principal';
import type { Repositories } from '../shared/ports';

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

  async execute(principal: Principal, body: BodyOf<'withdraw'>): Promise<void> {
    const { store } = this.context;
    const account = await store.accounts.find(principal.userId);
    if (!account) throw new AppError('unauthenticated');
    await this.throttles.verifyCurrentPassword(account.userId, body.password, account.passwordHash);

    // The reason is kept for the association's statistics; it names no one.
    await eraseAccount(
      this.context,
      account,
      body.reason.trim().slice(0, 500) || null,
      'withdrawal',
    );
  }
}

/**
 * What withdrawal does, whoever decides it (the member, or the office): at once the personal
 * data is erased, every sign-in ends, the member's files are deleted and their visits and
 * donor record detached; the id stays taken. `reason` is kept as the account's status reason.
 */
export function eraseAccount(
  context: UseCaseContext,
  account: AccountRecord,
  reason: string | null,
  revokedBecause: string,
  /** A check to pass in the same transaction first (the office's: not the last administrator). */
  check?: (repositories: Repositories) => Promise<void>,
): Promise<void> {
  return erase(
    context,
    account,
    (now) => ({ ...withdrawnAccount(account, now), statusReason: reason }),
    revokedBecause,
    check,
  );
}

/**
 * A refused application erased when its retention ends (REJECTED_APPLICATION_RETENTION_DAYS):
 * as withdrawal erases an account, but it stays `rejected` (the office's counts) and keeps no
 * reason (the office's words may describe the applicant).
 */
export function eraseRejectedApplication(
  context: UseCaseContext,
  account: AccountRecord,
): Promise<void> {
  return erase(
    context,
    account,
    (now) => ({ ...withdrawnAccount(account, now), status: 'rejected', withdrawnAt: null }),
    'application erased',
  );
}

async function erase(
  context: UseCaseContext,
  account: AccountRecord,
  erased: (now: Date) => AccountRecord,
  revokedBecause: string,
  check?: (repositories: Repositories) => Promise<void>,
): Promise<void> {
  const { store, clock } = context;
  const now = clock.now();
  const deleted = await store.transaction(async (repositories) => {
    await check?.(repositories);
    await repositories.accounts.update(account.userId, erased(now));
    await repositories.sessions.revokeAllOf(account.userId, revokedBecause, now.toISOString());
    await repositories.accessLogs.forgetUser(account.userId);
    // Donations stay for the tax retention period: the donor record keeps its own name.
    await repositories.donors.detachMember(account.userId, now.toISOString());
    return repositories.files.deleteOwnedBy(account.userId);
  });
  await context.fileGroups.removeContentsOf(deleted, 'file removal after withdrawal');
}
