import { type AccountRecord, withdrawnAccount } from '../../domain/shared/account';
import type { AccessLogRetention } from '../access-log';
import type { FileGroups } from '../files';
import type { SessionTokens } from '../session';
import type { AccountRepository, Clock, Transactions } from '../shared/ports';
import type { MemberDetachment } from './ports';

export interface AccountErasureDependencies {
  readonly accounts: AccountRepository;
  readonly sessions: Pick<SessionTokens, 'revokeSignInsOf'>;
  readonly accessLog: Pick<AccessLogRetention, 'forgetVisitsOf'>;
  readonly fileGroups: Pick<FileGroups, 'deleteOwnedBy' | 'removeContentsOf'>;
  readonly memberDetachment: MemberDetachment;
  readonly transactions: Transactions;
  readonly clock: Clock;
}

/**
 * What withdrawal does, whoever decides it (the member, or the office: admin's office actions
 * take it as `accountErasure`): at once the personal data is erased, every sign-in ends, the
 * member's files are deleted and their visits and donor record detached; the id stays taken.
 * All of it is one transaction; the files' contents go once it has committed.
 */
export class AccountErasure {
  constructor(private readonly deps: AccountErasureDependencies) {}

  /**
   * Erases the account as withdrawn; `reason` is kept as its status reason. `check` runs first
   * in the same transaction (the office's: not the last administrator).
   */
  erase(
    account: AccountRecord,
    reason: string | null,
    revokedBecause: string,
    check?: () => Promise<void>,
  ): Promise<void> {
    return this.eraseAs(
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
  eraseRejectedApplication(account: AccountRecord): Promise<void> {
    return this.eraseAs(
      account,
      (now) => ({ ...withdrawnAccount(account, now), status: 'rejected', withdrawnAt: null }),
      'application erased',
    );
  }

  private async eraseAs(
    account: AccountRecord,
    erased: (now: Date) => AccountRecord,
    revokedBecause: string,
    check?: () => Promise<void>,
  ): Promise<void> {
    const { accounts, sessions, accessLog, fileGroups, memberDetachment, transactions, clock } =
      this.deps;
    const now = clock.now();
    const deleted = await transactions.run(async () => {
      await check?.();
      await accounts.update(account.userId, erased(now));
      await sessions.revokeSignInsOf(account.userId, revokedBecause, now.toISOString());
      await accessLog.forgetVisitsOf(account.userId);
      // Donations stay for the tax retention period: the donor record keeps its own name.
      await memberDetachment.detachMember(account.userId, now.toISOString());
      return fileGroups.deleteOwnedBy(account.userId);
    });
    await fileGroups.removeContentsOf(deleted, 'file removal after withdrawal');
  }
}
