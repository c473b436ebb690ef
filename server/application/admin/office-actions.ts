import { AUDIT_ACTIONS, type AuditAction } from '../../../src/domain/admin';
import {
  isActiveAdministrator,
  LAST_ADMINISTRATOR,
  lockRefusal,
  NOT_ON_YOURSELF,
  OFFICE_REASON_REQUIRED,
  type OfficeTarget,
  passwordResetRefusal,
  roleChangeRefusal,
  unlockRefusal,
  withdrawalRefusal,
} from '../../../src/domain/admin/office-actions';
import type { MemberRole } from '../../../src/domain/shared/member/member-profile';
import { OFFICE_PASSWORD_RESET_TTL_MS } from '../../domain/accounts';
import type { AccountRecord } from '../../domain/shared/account';
import { AppError } from '../shared/app-error';
import type { MailSettings } from '../shared/mail-messages';
import type { AccountRepository, Clock, Mailer, Transactions } from '../shared/ports';
import { type AdminActor, type AdminAudit, actorOf } from './audited';
import { passwordResetLinkMail } from './mails';
import { NO_SUCH_MEMBER, targetOf } from './members';
import type {
  AccountErasure,
  OfficeMemberRepository,
  PasswordResetIssuer,
  SessionEnding,
} from './ports';

/**
 * The office's decisions on an account (issue 12): lock and unlock (이용 정지), a password-reset
 * mail, withdrawal on the office's decision, and the administrator role. Each needs a reason
 * (kept in the audit log) but the reset mail; each is audited and recorded as a change (수정) of
 * the member's data. An administrator cannot act so on their own account, and the association
 * never loses its last approved, unlocked administrator: checked with the other
 * administrators' rows held in the same transaction (countOtherActiveAdministrators).
 */
export interface OfficeActionsDependencies {
  readonly accounts: AccountRepository;
  readonly officeMembers: OfficeMemberRepository;
  readonly audit: AdminAudit;
  /** The accounts' erasure, as the member's own withdrawal does it. */
  readonly accountErasure: AccountErasure;
  /** The session feature's, to end an account's sign-ins. */
  readonly sessions: SessionEnding;
  readonly passwordResets: PasswordResetIssuer;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
}

export class OfficeActions {
  constructor(private readonly deps: OfficeActionsDependencies) {}

  /** Locks the account: it cannot sign in, and every sign-in it has ends now. */
  lockMember(actor: AdminActor, userId: string, reason: string): Promise<void> {
    return this.act(actor, AUDIT_ACTIONS.lockMember, userId, reason, async (account, at) => {
      refuseIf(lockRefusal(officeTargetOf(account)));
      await this.keepAnAdministrator(account);
      await this.deps.accounts.update(account.userId, {
        officeLockedAt: at,
        officeLockedBy: actor.id,
        officeLockReason: reason,
        updatedAt: at,
      });
      await this.deps.sessions.endSessionsOf(account.userId, 'office-lock', at);
    });
  }

  unlockMember(actor: AdminActor, userId: string, reason: string): Promise<void> {
    return this.act(actor, AUDIT_ACTIONS.unlockMember, userId, reason, async (account, at) => {
      refuseIf(unlockRefusal(officeTargetOf(account)));
      await this.deps.accounts.update(account.userId, {
        officeLockedAt: null,
        officeLockedBy: null,
        officeLockReason: null,
        updatedAt: at,
      });
    });
  }

  /** Mails the member a link to set a new password (good for a day, once). */
  sendPasswordReset(actor: AdminActor, userId: string): Promise<void> {
    const { audit, mailer, mailSettings, passwordResets, transactions } = this.deps;
    const run = async () => {
      const account = await this.existing(userId);
      const refused = passwordResetRefusal(account.status, account.email);
      if (refused || !account.email) throw new AppError('invalidState', refused ?? '');
      const resetToken = await passwordResets.issue(account.userId, OFFICE_PASSWORD_RESET_TTL_MS);
      // The link and its mail together: the outbox delivers it once the token is kept.
      await mailer.send(
        passwordResetLinkMail(
          account.email,
          account.name ?? '',
          account.userId,
          resetToken,
          mailSettings,
        ),
      );
      await audit.accessed(actor, [account.userId], 'update', AUDIT_ACTIONS.sendPasswordReset);
    };
    return audit.audited(actor, AUDIT_ACTIONS.sendPasswordReset, targetOf(userId), () =>
      transactions.run(run),
    );
  }

  /** Withdraws the member on the office's decision: the same erasure as their own withdrawal. */
  withdrawMember(actor: AdminActor, userId: string, rawReason: string): Promise<void> {
    const reason = rawReason.trim();
    const { audit, accountErasure } = this.deps;
    return audit.audited(
      actor,
      AUDIT_ACTIONS.withdrawMember,
      targetOf(userId),
      async () => {
        if (!reason) throw new AppError('invalidInput', OFFICE_REASON_REQUIRED);
        const account = await this.existing(userId);
        this.notOnYourself(actor, account);
        refuseIf(withdrawalRefusal(officeTargetOf(account)));
        await accountErasure.erase(
          account,
          `사무국 탈퇴 처리: ${reason}`,
          'office-withdrawal',
          () => this.keepAnAdministrator(account),
        );
        await audit.accessed(actor, [account.userId], 'update', AUDIT_ACTIONS.withdrawMember);
      },
      reason,
    );
  }

  /**
   * Grants (admin) or revokes (member) the administrator role, and ends the account's sign-ins
   * (issue 27): a sign-in made by password alone never becomes an office session; the member
   * signs in again, an administrator now through the second factor.
   */
  changeRole(actor: AdminActor, userId: string, role: MemberRole, reason: string): Promise<void> {
    const action =
      role === 'admin' ? AUDIT_ACTIONS.grantAdministrator : AUDIT_ACTIONS.revokeAdministrator;
    return this.act(actor, action, userId, reason, async (account, at) => {
      refuseIf(roleChangeRefusal(officeTargetOf(account), role));
      if (role === 'member') await this.keepAnAdministrator(account);
      await this.deps.accounts.update(account.userId, { role, updatedAt: at });
      await this.deps.sessions.endSessionsOf(account.userId, 'role-change', at);
    });
  }

  /**
   * An action with a reason on another's account, in one transaction: the account read and
   * changed there, the change recorded (audit, 수정).
   */
  private act(
    actor: AdminActor,
    action: AuditAction,
    userId: string,
    rawReason: string,
    change: (account: AccountRecord, at: string) => Promise<void>,
  ): Promise<void> {
    const reason = rawReason.trim();
    const { audit, clock, transactions } = this.deps;
    return audit.audited(
      actor,
      action,
      targetOf(userId),
      async () => {
        if (!reason) throw new AppError('invalidInput', OFFICE_REASON_REQUIRED);
        const at = clock.now().toISOString();
        await transactions.run(async () => {
          const account = await this.existing(userId);
          this.notOnYourself(actor, account);
          await change(account, at);
        });
        await audit.accessed(actor, [targetOf(userId)], 'update', action);
      },
      reason,
    );
  }

  private async existing(userId: string): Promise<AccountRecord> {
    const account = await this.deps.accounts.find(targetOf(userId));
    if (!account) throw new AppError('notFound', NO_SUCH_MEMBER);
    return account;
  }

  private notOnYourself(actor: AdminActor, account: AccountRecord): void {
    if (actorOf(actor).id === account.userId) throw new AppError('invalidState', NOT_ON_YOURSELF);
  }

  /** Refuses to take away the last approved, unlocked administrator. */
  private async keepAnAdministrator(account: AccountRecord): Promise<void> {
    if (
      isActiveAdministrator(officeTargetOf(account)) &&
      (await this.deps.officeMembers.countOtherActiveAdministrators(account.userId)) === 0
    ) {
      throw new AppError('invalidState', LAST_ADMINISTRATOR);
    }
  }
}

function officeTargetOf(account: AccountRecord): OfficeTarget {
  return { role: account.role, status: account.status, locked: account.officeLockedAt !== null };
}

function refuseIf(refusal: string | null): void {
  if (refusal) throw new AppError('invalidState', refusal);
}
