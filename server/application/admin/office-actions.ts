import { AUDIT_ACTIONS, type AuditAction } from '../../../src/domain/admin';
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
  lock(actor: AdminActor, userId: string, reason: string): Promise<void> {
    return this.act(actor, AUDIT_ACTIONS.lockMember, userId, reason, async (account, at) => {
      if (account.officeLockedAt !== null || account.status === 'withdrawn') {
        throw new AppError('invalidState', '이미 이용이 정지되었거나 탈퇴한 계정입니다.');
      }
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

  unlock(actor: AdminActor, userId: string, reason: string): Promise<void> {
    return this.act(actor, AUDIT_ACTIONS.unlockMember, userId, reason, async (account, at) => {
      if (account.officeLockedAt === null) {
        throw new AppError('invalidState', '이용이 정지된 계정이 아닙니다.');
      }
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
    const { audit, mailer, mailSettings, passwordResets } = this.deps;
    return audit.audited(actor, AUDIT_ACTIONS.sendPasswordReset, targetOf(userId), async () => {
      const account = await this.existing(userId);
      if (account.status !== 'approved' || !account.email) {
        throw new AppError(
          'invalidState',
          '승인된 회원에게만 비밀번호 재설정 메일을 보낼 수 있습니다.',
        );
      }
      const resetToken = await passwordResets.issue(account.userId, OFFICE_PASSWORD_RESET_TTL_MS);
      // Unlike the decisions' mails, this one is the whole action: a failure is the office's to see.
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
    });
  }

  /** Withdraws the member on the office's decision: the same erasure as their own withdrawal. */
  withdraw(actor: AdminActor, userId: string, rawReason: string): Promise<void> {
    const reason = rawReason.trim();
    const { audit, accountErasure } = this.deps;
    return audit.audited(
      actor,
      AUDIT_ACTIONS.withdrawMember,
      targetOf(userId),
      async () => {
        if (!reason) throw new AppError('invalidInput', REASON_REQUIRED);
        const account = await this.existing(userId);
        this.notOnYourself(actor, account);
        if (account.status === 'withdrawn') {
          throw new AppError('invalidState', '이미 탈퇴한 회원입니다.');
        }
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
      if (account.role === role) throw new AppError('invalidState', '이미 그 권한입니다.');
      if (role === 'admin' && account.status !== 'approved') {
        throw new AppError('invalidState', '승인된 회원만 관리자로 지정할 수 있습니다.');
      }
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
        if (!reason) throw new AppError('invalidInput', REASON_REQUIRED);
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
    const counts =
      account.role === 'admin' && account.status === 'approved' && !account.officeLockedAt;
    if (
      counts &&
      (await this.deps.officeMembers.countOtherActiveAdministrators(account.userId)) === 0
    ) {
      throw new AppError('invalidState', LAST_ADMINISTRATOR);
    }
  }
}
