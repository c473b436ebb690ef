import { AUDIT_ACTIONS, type AuditAction } from '../../../src/domain/admin';
import type { MemberRole } from '../../../src/domain/shared/member/member-profile';
import { OFFICE_PASSWORD_RESET_TTL_MS } from '../../domain/accounts';
import type { AccountRecord } from '../../domain/shared/account';
import { eraseAccount, issuePasswordReset } from '../accounts';
import { endSessionsOf } from '../session';
import { AppError } from '../shared/app-error';
import type { Repositories } from '../shared/ports';
import { type AdminActor, AuditedUseCases, actorOf } from './audited';
import { passwordResetLinkMail } from './mails';
import { NO_SUCH_MEMBER, targetOf } from './members';

const REASON_REQUIRED = '사유를 입력해 주세요.';
const NOT_ON_YOURSELF = '자기 계정에는 할 수 없습니다.';
const LAST_ADMINISTRATOR = '마지막 관리자입니다. 다른 관리자를 먼저 지정해 주세요.';

/**
 * The office's decisions on an account (issue 12): lock and unlock (이용 정지), a password-reset
 * mail, withdrawal on the office's decision, and the administrator role. Each needs a reason
 * (kept in the audit log) but the reset mail; each is audited and recorded as a change (수정) of
 * the member's data. An administrator cannot act so on their own account, and the association
 * never loses its last approved, unlocked administrator: checked with the other
 * administrators' rows held in the same transaction (countOtherActiveAdministrators).
 */
export class OfficeActions extends AuditedUseCases {
  /** Locks the account: it cannot sign in, and every sign-in it has ends now. */
  lock(actor: AdminActor, userId: string, reason: string): Promise<void> {
    return this.act(actor, AUDIT_ACTIONS.lockMember, userId, reason, async (account, at, repos) => {
      if (account.officeLockedAt !== null || account.status === 'withdrawn') {
        throw new AppError('invalidState', '이미 이용이 정지되었거나 탈퇴한 계정입니다.');
      }
      await this.keepAnAdministrator(account, repos);
      await repos.accounts.update(account.userId, {
        officeLockedAt: at,
        officeLockedBy: actor.id,
        officeLockReason: reason,
        updatedAt: at,
      });
      await endSessionsOf(repos, account.userId, 'office-lock', at);
    });
  }

  unlock(actor: AdminActor, userId: string, reason: string): Promise<void> {
    return this.act(
      actor,
      AUDIT_ACTIONS.unlockMember,
      userId,
      reason,
      async (account, at, repos) => {
        if (account.officeLockedAt === null) {
          throw new AppError('invalidState', '이용이 정지된 계정이 아닙니다.');
        }
        await repos.accounts.update(account.userId, {
          officeLockedAt: null,
          officeLockedBy: null,
          officeLockReason: null,
          updatedAt: at,
        });
      },
    );
  }

  /** Mails the member a link to set a new password (good for a day, once). */
  sendPasswordReset(actor: AdminActor, userId: string): Promise<void> {
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.sendPasswordReset,
      targetOf(userId),
      async () => {
        const { store, mailer, settings } = this.context;
        const account = await this.existing(store, userId);
        if (account.status !== 'approved' || !account.email) {
          throw new AppError(
            'invalidState',
            '승인된 회원에게만 비밀번호 재설정 메일을 보낼 수 있습니다.',
          );
        }
        const resetToken = await issuePasswordReset(
          this.context,
          account.userId,
          OFFICE_PASSWORD_RESET_TTL_MS,
        );
        // Unlike the decisions' mails, this one is the whole action: a failure is the office's to see.
        await mailer.send(
          passwordResetLinkMail(
            account.email,
            account.name ?? '',
            account.userId,
            resetToken,
            settings,
          ),
        );
        await this.audit.accessed(
          actor,
          [account.userId],
          'update',
          AUDIT_ACTIONS.sendPasswordReset,
        );
      },
    );
  }

  /** Withdraws the member on the office's decision: the same erasure as their own withdrawal. */
  withdraw(actor: AdminActor, userId: string, rawReason: string): Promise<void> {
    const reason = rawReason.trim();
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.withdrawMember,
      targetOf(userId),
      async () => {
        if (!reason) throw new AppError('invalidInput', REASON_REQUIRED);
        const { store } = this.context;
        const account = await this.existing(store, userId);
        this.notOnYourself(actor, account);
        if (account.status === 'withdrawn') {
          throw new AppError('invalidState', '이미 탈퇴한 회원입니다.');
        }
        await eraseAccount(
          this.context,
          account,
          `사무국 탈퇴 처리: ${reason}`,
          'office-withdrawal',
          (repos) => this.keepAnAdministrator(account, repos),
        );
        await this.audit.accessed(actor, [account.userId], 'update', AUDIT_ACTIONS.withdrawMember);
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
    return this.act(actor, action, userId, reason, async (account, at, repos) => {
      if (account.role === role) throw new AppError('invalidState', '이미 그 권한입니다.');
      if (role === 'admin' && account.status !== 'approved') {
        throw new AppError('invalidState', '승인된 회원만 관리자로 지정할 수 있습니다.');
      }
      if (role === 'member') await this.keepAnAdministrator(account, repos);
      await repos.accounts.update(account.userId, { role, updatedAt: at });
      await endSessionsOf(repos, account.userId, 'role-change', at);
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
    change: (account: AccountRecord, at: string, repos: Repositories) => Promise<void>,
  ): Promise<void> {
    const reason = rawReason.trim();
    return this.audit.audited(
      actor,
      action,
      targetOf(userId),
      async () => {
        if (!reason) throw new AppError('invalidInput', REASON_REQUIRED);
        const { store, clock } = this.context;
        const at = clock.now().toISOString();
        await store.transaction(async (repos) => {
          const account = await this.existing(repos, userId);
          this.notOnYourself(actor, account);
          await change(account, at, repos);
        });
        await this.audit.accessed(actor, [targetOf(userId)], 'update', action);
      },
      reason,
    );
  }

  private async existing(repos: Repositories, userId: string): Promise<AccountRecord> {
    const account = await repos.accounts.find(targetOf(userId));
    if (!account) throw new AppError('notFound', NO_SUCH_MEMBER);
    return account;
  }

  private notOnYourself(actor: AdminActor, account: AccountRecord): void {
    if (actorOf(actor).id === account.userId) throw new AppError('invalidState', NOT_ON_YOURSELF);
  }

  /** Refuses to take away the last approved, unlocked administrator. */
  private async keepAnAdministrator(account: AccountRecord, repos: Repositories): Promise<void> {
    const counts =
      account.role === 'admin' && account.status === 'approved' && !account.officeLockedAt;
    if (
      counts &&
      (await repos.officeMembers.countOtherActiveAdministrators(account.userId)) === 0
    ) {
      throw new AppError('invalidState', LAST_ADMINISTRATOR);
    }
  }
}
