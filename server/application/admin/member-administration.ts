import type { DataOf } from '../../../src/contract/endpoint-types';
import type {
  ListMembersQuery,
  MemberDetailData,
  MemberSummaryData,
} from '../../../src/contract/admin';
import { validatePassword } from '../../../src/domain/shared/validation/password';
import { validateUserId } from '../../../src/domain/shared/validation/user-id';
import {
  AUDIT_ACTIONS,
  MEMBER_QUEUE_PAGE_SIZE,
  type MemberCounts,
  signUpsPerWeek,
  signUpWeeksFrom,
} from '../../../src/domain/admin';
import {
  decisionRefusal,
  REJECTION_REASON_REQUIRED,
} from '../../../src/domain/admin/office-actions';
import { type AccountRecord, NO_PERSONAL_DATA, NOT_LOCKED } from '../../domain/shared/account';
import { AppError, requireValid } from '../shared/app-error';
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  Transactions,
  PasswordHasher,
} from '../shared/ports';
import { type AdminActor, type AdminAudit, actorOf, COMMAND_LINE, outcomeOf } from './audited';
import { approvedMail, rejectedMail } from './mails';
import { detailOf, type MemberViewSources, officeFilterOf, summariesOf } from './member-views';
import { NO_SUCH_MEMBER, targetOf } from './members';

export interface MemberSummaryPage {
  readonly items: MemberSummaryData[];
  readonly page: number;
  readonly size: number;
  readonly total: number;
}

/**
 * What administrators do with applications and accounts: find them, see one, approve (one or
 * several), reject, and create administrators. Each call is recorded in the audit log (with its
 * refusal, if refused), and each member whose data an administrator sees or changes in the
 * personal-data access records. An actor given by its id alone has no address (the command
 * line, tests). Locking, withdrawing and roles: office-actions.ts.
 */
export interface MemberAdministrationDependencies extends MemberViewSources {
  readonly accounts: AccountRepository;
  readonly audit: AdminAudit;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
  readonly transactions: Transactions;
}

export class MemberAdministration {
  constructor(private readonly deps: MemberAdministrationDependencies) {}

  /**
   * How many accounts are in each state, for the console's home: numbers only, no member's data,
   * so no access record.
   */
  async memberCounts(): Promise<MemberCounts> {
    const { accounts } = this.deps;
    const now = this.deps.clock.now();
    const [byStatus, createdAt] = await Promise.all([
      accounts.countByStatus(),
      accounts.createdSince(signUpWeeksFrom(now)),
    ]);
    return { byStatus, signUpsPerWeek: signUpsPerWeek(createdAt, now) };
  }

  /**
   * A page of members (the approval queue by default), each with the other accounts of the same
   * name and birth date; each shown is a view of their personal data (조회).
   */
  listMembers(query: ListMembersQuery, actor: AdminActor | string = COMMAND_LINE) {
    const filter = officeFilterOf(query);
    const page = query.page ?? 1;
    const size = query.size ?? MEMBER_QUEUE_PAGE_SIZE;
    const { audit } = this.deps;
    return audit.audited(
      actor,
      AUDIT_ACTIONS.listMembers,
      null,
      async (): Promise<MemberSummaryPage> => {
        const result = await this.deps.officeMembers.search(filter, { page, size });
        const items = await summariesOf(this.deps.officeMembers, result.items);
        await audit.accessed(
          actor,
          items.map((item) => item.userId),
          'view',
          AUDIT_ACTIONS.listMembers,
        );
        return { items, page, size, total: result.total };
      },
      (result) => `${describeSearch(query)}, ${page}쪽, ${result.items.length}명`,
    );
  }

  /** One member, whole (조회). */
  memberDetail(actor: AdminActor | string, userId: string): Promise<MemberDetailData> {
    const { audit } = this.deps;
    return audit.audited(actor, AUDIT_ACTIONS.viewMember, targetOf(userId), async () => {
      const account = await this.deps.accounts.find(targetOf(userId));
      if (!account) throw new AppError('notFound', NO_SUCH_MEMBER);
      await audit.accessed(actor, [account.userId], 'view', AUDIT_ACTIONS.viewMember);
      return detailOf(this.deps, account);
    });
  }

  /** Approves a pending application and mails the applicant how to sign in. */
  approveMember(actor: AdminActor | string, userId: string): Promise<void> {
    return this.decide(actor, userId, { status: 'approved' });
  }

  /**
   * Approves each of several applications, each on its own (its own audit entry and mail): one
   * refused does not stop the others.
   */
  async approveMembers(
    actor: AdminActor,
    userIds: readonly string[],
  ): Promise<DataOf<'approveMembers'>> {
    const approved: string[] = [];
    const refused: { userId: string; message: string }[] = [];
    for (const userId of new Set(userIds.map(targetOf))) {
      try {
        await this.approveMember(actor, userId);
        approved.push(userId);
      } catch (error) {
        if (outcomeOf(error) === 'error') throw error;
        refused.push({ userId, message: (error as AppError).message });
      }
    }
    return { approved, refused };
  }

  /** Turns a pending application down and mails the applicant the reason. */
  rejectMember(actor: AdminActor | string, userId: string, rawReason: string): Promise<void> {
    const reason = rawReason.trim();
    return this.decide(actor, userId, { status: 'rejected', reason });
  }

  /**
   * The office's decision on an application: only a pending one, recorded (audit, 수정), and the
   * applicant told by mail (a failed mail is reported, the decision stands).
   */
  private decide(
    actor: AdminActor | string,
    userId: string,
    decision: { status: 'approved' } | { status: 'rejected'; reason: string },
  ): Promise<void> {
    const action =
      decision.status === 'approved' ? AUDIT_ACTIONS.approveMember : AUDIT_ACTIONS.rejectMember;
    const reason = decision.status === 'rejected' ? decision.reason : null;
    const { accounts, audit, clock, mailer, mailSettings, transactions } = this.deps;
    // The decision and its mail together: the outbox delivers the mail once the decision is kept.
    const run = () =>
      transactions.run(async () => {
        if (decision.status === 'rejected' && !reason) {
          throw new AppError('invalidInput', REJECTION_REASON_REQUIRED);
        }
        const account = await this.pending(userId);
        const at = clock.now().toISOString();
        await accounts.update(account.userId, {
          status: decision.status,
          statusReason: reason,
          approvedAt: decision.status === 'approved' ? at : null,
          approvedBy: actorOf(actor).id,
          updatedAt: at,
        });
        await audit.accessed(actor, [account.userId], 'update', action);
        if (!account.email) return;
        await mailer.send(
          reason === null
            ? approvedMail(account.email, account.name ?? '', mailSettings)
            : rejectedMail(account.email, account.name ?? '', reason, mailSettings),
        );
      });
    return audit.audited(actor, action, targetOf(userId), run, reason);
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
    const { accounts, clock, hasher } = this.deps;
    const checked = validateUserId(input.userId);
    if (!checked.ok && checked.code !== 'userId.reserved')
      throw new AppError('invalidInput', checked.message);
    const userId = checked.ok ? checked.value : input.userId.trim().toLowerCase();
    requireValid(validatePassword(input.password, { userId }));
    if (await accounts.exists(userId)) throw new AppError('userIdTaken');
    const at = clock.now().toISOString();
    await accounts.insert({
      userId,
      passwordHash: await hasher.hash(input.password),
      role: 'admin',
      status: 'approved',
      ...NO_PERSONAL_DATA,
      name: input.name,
      email: input.email,
      statusReason: null,
      createdAt: at,
      updatedAt: at,
      approvedAt: at,
      approvedBy: COMMAND_LINE,
      withdrawnAt: null,
      ...NOT_LOCKED,
    });
    return { userId };
  }

  private async pending(userId: string): Promise<AccountRecord> {
    const account = await this.deps.accounts.find(targetOf(userId));
    if (!account) throw new AppError('notFound', NO_SUCH_MEMBER);
    const refused = decisionRefusal(account.status);
    if (refused) throw new AppError('invalidState', refused);
    return account;
  }
}

/** The audit's words for a search: what was looked for. */
function describeSearch(query: ListMembersQuery): string {
  const parts = [`상태 ${query.status ?? 'pending'}`];
  if (query.query) parts.push(`검색어 ${query.query}`);
  if (query.graduationYear !== undefined) parts.push(`졸업 ${query.graduationYear}`);
  if (query.classNumber !== undefined) parts.push(`${query.classNumber}기`);
  if (query.locked) parts.push('정지만');
  return parts.join(', ');
}
