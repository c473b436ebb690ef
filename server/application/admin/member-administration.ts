import type { MemberSummaryData } from '../../../src/contract/admin';
import type { AccountStatus } from '../../../src/domain/shared/member/member-profile';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { validateUserId } from '../../../src/domain/shared/validation/user-id';
import { type AccountRecord, canDecideOn, NO_PERSONAL_DATA } from '../../domain/shared/account';
import { AppError, requireValid } from '../shared/app-error';
import type { UseCaseContext } from '../shared/context';
import { approvedMail, rejectedMail } from './mails';

export interface MemberSummaryPage {
  readonly items: MemberSummaryData[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

/** What administrators do with accounts: list, approve, reject, and create administrators. */
export class MemberAdministration {
  constructor(private readonly context: UseCaseContext) {}

  async list(filter: {
    status?: AccountStatus;
    page?: number;
    size?: number;
  }): Promise<MemberSummaryPage> {
    const page = filter.page ?? 1;
    const size = filter.size ?? 20;
    const result = await this.context.store.accounts.list({
      status: filter.status ?? 'pending',
      page,
      size,
    });
    return { items: result.items.map(summaryOf), page, size, total: result.total };
  }

  async approve(administratorId: string, userId: string): Promise<void> {
    const { store, clock, mailer, settings, reportFailure } = this.context;
    const account = await this.pending(userId);
    const at = clock.now().toISOString();
    await store.accounts.update(account.userId, {
      status: 'approved',
      approvedAt: at,
      approvedBy: administratorId,
      updatedAt: at,
    });
    if (account.email) {
      await mailer
        .send(approvedMail(account.email, account.name ?? '', settings))
        .catch((error: unknown) => {
          reportFailure('approval mail', error);
        });
    }
  }

  async reject(administratorId: string, userId: string, rawReason: string): Promise<void> {
    const { store, clock, mailer, settings, reportFailure } = this.context;
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
    const account = await this.context.store.accounts.find(userId.trim().toLowerCase());
    if (!account) throw new AppError('notFound', '그런 아이디의 회원이 없습니다.');
    if (!canDecideOn(account.status)) {
      throw new AppError('invalidState', '승인 대기 중인 회원만 승인하거나 거절할 수 있습니다.');
    }
    return account;
  }
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
