import type { AccountRecord } from '../../domain/shared/account';
import type { UseCaseContext } from '../shared/context';
import type { Repositories } from '../shared/ports';
import { AccountErasure } from './account-erasure';
import { PasswordResets } from './password-resets';

/*
 * Transitional (issue 28): admin's office actions call these until they take `accountErasure`
 * and `passwordResets` from the accounts' services by name; the lead deletes this file then.
 */

/** `accountErasure.erase`, over the old context. */
export function eraseAccount(
  context: UseCaseContext,
  account: AccountRecord,
  reason: string | null,
  revokedBecause: string,
  check?: (repositories: Repositories) => Promise<void>,
): Promise<void> {
  const { store, clock, fileGroups } = context;
  const erasure = new AccountErasure({
    accounts: store.accounts,
    sessions: { revokeSignInsOf: (...args) => store.sessions.revokeAllOf(...args) },
    accessLog: { forgetVisitsOf: (userId) => store.accessLogs.forgetUser(userId) },
    fileGroups,
    memberDetachment: store.donors,
    transactions: store.transactions,
    clock,
  });
  // Repositories join the transaction the erasure runs in.
  return erasure.erase(account, reason, revokedBecause, check && (() => check(store)));
}

/** `passwordResets.issue`, over the old context. */
export function issuePasswordReset(
  context: UseCaseContext,
  userId: string,
  ttlMs: number,
): Promise<string> {
  const { store, ...ports } = context;
  return new PasswordResets({ ...ports, resets: store.passwordResets }).issue(userId, ttlMs);
}
