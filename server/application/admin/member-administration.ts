import type { MemberSummaryData } from '../../../src/contract/admin';
import type { AccountStatus } from '../../../src/domain/shared/member/member-profile';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { validateUserId } from '../../../src/domain/shared/validation/user-id';
import {
  AUDIT_ACTIONS,
  type MemberCounts,
  signUpsPerWeek,
  signUpWeeksFrom,
} from '../../../src/domain/admin';
import { type AccountRecord, canDecideOn, NO_PERSONAL_DATA } from '../../domain/shared/account';
import { AppError, requireValid } from '../shared/app-error';
import type { UseCaseContext } from '../shared/context';
import { AdminAudit, type AdminActor, COMMAND_LINE } from './audited';
import { approvedMail, rejectedMail } from './mails';

export interface MemberSummaryPage {
  readonly items: MemberSummaryData[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

/**
 * What administrators do with accounts: list, approve, reject, and create administrators. Each
 * call is recorded in the audit log (with its refusal, if refused), and each member whose data
 * an administrator sees or changes in the personal-data access records. An actor given by its id
 * alone has no address (the command line, tests).
 */
export class MemberAdministration {
  private readonly audit: AdminAudit;

  constructor(private readonly context: UseCaseContext) {
    this.audit = new AdminAudit(context);
  }

  /**
   * How many accounts are in each state, for the console's home: numbers only, no member's data,
   * so no access record.
   */
  async counts(): Promise<MemberCounts> {
    const { accounts } = this.context.store;
    const now = this.context.clock.now();
    const [byStatus, createdAt] = await Promise.all([
      accounts.countByStatus(),
      accounts.createdSince(signUpWeeksFrom(now)),
    ]);
    return { byStatus, signUpsPerWeek: signUpsPerWeek(createdAt, now) };
  }

  /** A page of members; each shown is a view of their personal data (조회). */
  list(
    filter: { status?: AccountStatus; page?: number; size?: number },
    actor: AdminActor | string = COMMAND_LINE,
  ): Promise<MemberSummaryPage> {
    const status = filter.status ?? 'pending';
    const page = filter.page ?? 1;
    const size = filter.size ?? 20;
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.listMembers,
      null,
      async () => {
        const result = await this.context.store.accounts.list({ status, page, size });
        const items = result.items.map(summaryOf);
        await this.audit.accessed(
          actor,
          items.map((item) => item.userId),
          'view',
          AUDIT_ACTIONS.listMembers,
        );
        return { items, page, size, total: result.total };
      },
      (result) => `상태 ${status}, ${page}쪽, ${result.items.length}명`,
    );
  }

  approve(actor: AdminActor | string, userId: string): Promise<void> {
    return this.audit.audited(actor, AUDIT_ACTIONS.approveMember, targetOf(userId), () =>
      this.approveNow(actor, userId),
    );
  }

  reject(actor: AdminActor | string, userId: string, reason: string): Promise<void> {
    return this.audit.audited(
      actor,
      AUDIT_ACTIONS.rejectMember,
      targetOf(userId),
      () => this.rejectNow(actor, userId, reason),
      reason,
    );
  }

  private async approveNow(actor: AdminActor | string, userId: string): Promise<void> {
    const { store, clock, mailer, settings, reportFailure } = this.context;
    const administratorId = typeof actor === 'string' ? actor : actor.id;
    const account = await this.pending(userId);
    const at = clock.now().toISOString();
    await store.accounts.update(account.userId, {
      status: 'approved',
      approvedAt: at,
      approvedBy: administratorId,
      updatedAt: at,
    });
    await this.audit.accessed(actor, [account.userId], 'update', AUDIT_ACTIONS.approveMember);
    if (account.email) {
      await mailer
        .send(approvedMail(account.email, account.name ?? '', settings))
        .catch((error: unknown) => {
          reportFailure('approval mail', error);
        });
    }
  }

  private async rejectNow(
    actor: AdminActor | string,
    userId: string,
    rawReason: string,
  ): Promise<void> {
    const { store, clock, mailer, settings, reportFailure } = this.context;
    const administratorId = typeof actor === 'string' ? actor : actor.id;
    const reason = rawReason.trim();
    if (!reason) throw new AppError('invalidInput', '거절 사유를 입력해 주세요.');
    const account = await this.pending(userId);
    const at = clock.now().toISOString();
    await store.accounts.update(account.userId, {
      status: 'rejected',
      statusReason: reason,
      approvedBy: administratorId,
      updatedAt: at,
    });
    await this.audit.accessed(actor, [account.userId], 'update', AUDIT_ACTIONS.rejectMember);
    if (account.email) {
      await mailer
        .send(rejectedMail(account.email, account.name ?? '', reason, settings))
        .catch((error: unknown) => {
          reportFailure('rejection mail', error);
        });
    }
  }

  /**
   * A new administrator (the command-line tool). Reserved ids such as "admin" are allowed here:
   * they are reserved so that members cannot pose as the association.
   */
  async createAdministrator(input: {
    userId: string;
    password: string;
    name: string;
    email: string | null;
  }) {
    const { store, clock, hasher } = this.context;
    const checked = validateUserId(input.userId);
    if (!checked.ok && checked.code !== 'userId.reserved')
      throw new AppError('invalidInput', checked.message);
    const userId = checked.ok ? checked.value : input.userId.trim().toLowerCase();
    requireValid(validatePassword(input.password, { userId }));
    if (await store.accounts.exists(userId)) throw new AppError('userIdTaken');
    const at = clock.now().toISOString();
    await store.accounts.insert({
      userId,
      passwordHash: await hasher.hash(input.password),
      role: 'admin',
      status: 'approved',
      ...NO_PERSONAL_DATA,
      name: input.name,
      email: input.email,
      failedSignIns: 0,
      lockedUntil: null,
      statusReason: null,
      createdAt: at,
      updatedAt: at,
      approvedAt: at,
      approvedBy: 'command-line',
      withdrawnAt: null,
    });
    return { userId };
  }

  private async pending(userId: string): Promise<AccountRecord> {
    const account = await this.context.store.accounts.find(targetOf(userId));
    if (!account) throw new AppError('notFound', '그런 아이디의 회원이 없습니다.');
    if (!canDecideOn(account.status)) {
      throw new AppError('invalidState', '승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.');
    }
    return account;
  }
}

/** The member an action is about, as the accounts name them. */
function targetOf(userId: string): string {
  return userId.trim().toLowerCase();
}

function summaryOf(account: AccountRecord): MemberSummaryData {
  return {
    userId: account.userId,
    name: account.name ?? '',
    email: account.email ?? '',
    graduationYear: account.graduationYear ?? 0,
    classNumber: account.classNumber ?? 0,
    status: account.status,
    role: account.role,
    createdAt: account.createdAt,
  };
}
