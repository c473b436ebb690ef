import type { Kysely, Selectable, Updateable } from 'kysely';
import type {
  AccountStatus,
  MemberRole,
} from '../../../../src/domain/shared/member/member-profile';
import type { AccountProfile, AccountRecord } from '../../../domain/shared/account';
import type { AccountPage, AccountRepository } from '../../../application/shared/ports';
import type { AccountsTable, DatabaseSchema } from '../shared/schema';
import { isListedInDirectory } from '../../../domain/directory';
import { PreparedQuery, type QueryRunner } from '../shared/prepared-query';
import { type ListedMember, replaceSearchKeys } from '../directory';

/** A member's account, whole: the member's own changes (information, password). */
const accountById = new PreparedQuery(1, (db, userId: string) =>
  db.selectFrom('accounts').selectAll().where('user_id', '=', userId),
);

/** The columns of an account's profile (AccountProfile): 24 of 33. */
const PROFILE_COLUMNS = [
  'user_id',
  'role',
  'status',
  'name',
  'birth_date',
  'email',
  'mobile',
  'graduation_year',
  'class_number',
  'course',
  'company',
  'job_title',
  'zonecode',
  'addr',
  'daddr',
  'city',
  'sgg',
  'sido',
  'sigungu',
  'profile_image_mst_id',
  'share_phone',
  'share_email',
  'share_company',
  'share_region',
] as const satisfies readonly (keyof AccountsTable)[];

type ProfileRow = Pick<Selectable<AccountsTable>, (typeof PROFILE_COLUMNS)[number]>;

/**
 * A member's profile, read by every call about the member's own information: only its columns,
 * since SQLite's driver builds an object of every column read (the whole row was a sixth of the
 * call's time).
 */
const profileById = new PreparedQuery(1, (db, userId: string) =>
  db.selectFrom('accounts').select(PROFILE_COLUMNS).where('user_id', '=', userId),
);

export class KyselyAccountRepository implements AccountRepository {
  constructor(
    private readonly db: Kysely<DatabaseSchema>,
    private readonly reads: QueryRunner,
  ) {}

  async find(userId: string): Promise<AccountRecord | null> {
    const row = await accountById.first(this.db, this.reads, userId);
    return row ? accountOf(row) : null;
  }

  async findProfile(userId: string): Promise<AccountProfile | null> {
    const row = await profileById.first(this.db, this.reads, userId);
    return row ? profileOf(row) : null;
  }

  async exists(userId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('accounts')
      .select('user_id')
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account and its directory search keys, together. */
  async insert(account: AccountRecord): Promise<void> {
    await this.atomically(async (db) => {
      await db.insertInto('accounts').values(rowOf(account)).execute();
      await replaceSearchKeys(db, account.userId, listedMemberOf(account));
    });
  }

  /**
   * Changes the given fields. When a field the directory's search keys depend on changes
   * (name, class, company, job title, privacy, status, role), the member's keys are made again
   * from the stored row in the same transaction, so they never disagree with it: a member who
   * stops being listed (withdrawal, for one) has none.
   */
  async update(userId: string, changes: Partial<Omit<AccountRecord, 'userId'>>): Promise<void> {
    const row = rowChangesOf(changes);
    if (Object.keys(row).length === 0) return;
    const touchesKeys = SEARCH_KEY_FIELDS.some((field) => changes[field] !== undefined);
    if (!touchesKeys) {
      await this.db.updateTable('accounts').set(row).where('user_id', '=', userId).execute();
      return;
    }
    await this.atomically(async (db) => {
      await db.updateTable('accounts').set(row).where('user_id', '=', userId).execute();
      const stored = await db
        .selectFrom('accounts')
        .selectAll()
        .where('user_id', '=', userId)
        .executeTakeFirst();
      await replaceSearchKeys(db, userId, stored ? listedMemberOf(accountOf(stored)) : null);
    });
  }

  /** Inside the caller's transaction if there is one, else in a transaction of its own. */
  private atomically(work: (db: Kysely<DatabaseSchema>) => Promise<void>): Promise<void> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  async findByEmail(email: string): Promise<readonly AccountRecord[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', email)
      .orderBy('created_at')
      .execute();
    return rows.map(accountOf);
  }

  async list(filter: { status?: AccountStatus; page: number; size: number }): Promise<AccountPage> {
    let query = this.db.selectFrom('accounts');
    if (filter.status) query = query.where('status', '=', filter.status);
    const [rows, counted] = await Promise.all([
      query
        .selectAll()
        .orderBy('created_at')
        .orderBy('user_id')
        .limit(filter.size)
        .offset((filter.page - 1) * filter.size)
        .execute(),
      query.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: rows.map(accountOf), total: Number(counted.total) };
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('accounts')
      .select((eb) => eb.fn.countAll<number | string>().as('total'))
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }
}

/** The fields the directory's search keys depend on. */
const SEARCH_KEY_FIELDS = [
  'name',
  'graduationYear',
  'company',
  'jobTitle',
  'privacy',
  'status',
  'role',
] as const;

/** The account as its search keys need it, or null when the directory does not list it. */
function listedMemberOf(account: AccountRecord): ListedMember | null {
  if (!isListedInDirectory(account) || !account.name || account.graduationYear === null) {
    return null;
  }
  return {
    userId: account.userId,
    name: account.name,
    graduationYear: account.graduationYear,
    company: account.company,
    jobTitle: account.jobTitle,
    sharesCompany: account.privacy.company,
  };
}

function accountOf(row: Selectable<AccountsTable>): AccountRecord {
  return {
    ...profileOf(row),
    passwordHash: row.password_hash,
    failedSignIns: row.failed_sign_ins,
    lockedUntil: row.locked_until,
    statusReason: row.status_reason,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    approvedAt: row.approved_at,
    approvedBy: row.approved_by,
    withdrawnAt: row.withdrawn_at,
  };
}

function profileOf(row: ProfileRow): AccountProfile {
  const hasAddress = row.zonecode !== null && row.addr !== null;
  return {
    userId: row.user_id,
    role: row.role as MemberRole,
    status: row.status as AccountStatus,
    name: row.name,
    birthDate: row.birth_date,
    email: row.email,
    mobile: row.mobile,
    graduationYear: row.graduation_year,
    classNumber: row.class_number,
    course: row.course,
    company: row.company,
    jobTitle: row.job_title,
    address: hasAddress
      ? {
          zonecode: row.zonecode ?? '',
          addr: row.addr ?? '',
          daddr: row.daddr ?? '',
          city: row.city ?? '',
          sgg: row.sgg ?? '',
          sido: row.sido ?? '',
          sigungu: row.sigungu ?? '',
        }
      : null,
    profileImageMstId: row.profile_image_mst_id,
    privacy: {
      phone: row.share_phone === 1,
      email: row.share_email === 1,
      company: row.share_company === 1,
      region: row.share_region === 1,
    },
  };
}

function rowOf(account: AccountRecord): AccountsTable {
  return { ...(rowChangesOf(account) as AccountsTable), user_id: account.userId };
}

/** Maps the changed fields only, so that an update touches nothing else. */
function rowChangesOf(changes: Partial<AccountRecord>): Updateable<AccountsTable> {
  const row: Updateable<AccountsTable> = {};
  const set = <K extends keyof AccountsTable>(key: K, value: AccountsTable[K] | undefined) => {
    if (value !== undefined) row[key] = value;
  };
  set('password_hash', changes.passwordHash);
  set('role', changes.role);
  set('status', changes.status);
  set('name', changes.name);
  set('birth_date', changes.birthDate);
  set('email', changes.email);
  set('mobile', changes.mobile);
  set('graduation_year', changes.graduationYear);
  set('class_number', changes.classNumber);
  set('course', changes.course);
  set('company', changes.company);
  set('job_title', changes.jobTitle);
  if (changes.address !== undefined) {
    const address = changes.address;
    set('zonecode', address?.zonecode ?? null);
    set('addr', address?.addr ?? null);
    set('daddr', address?.daddr ?? null);
    set('city', address?.city ?? null);
    set('sgg', address?.sgg ?? null);
    set('sido', address?.sido ?? null);
    set('sigungu', address?.sigungu ?? null);
  }
  set('profile_image_mst_id', changes.profileImageMstId);
  if (changes.privacy !== undefined) {
    set('share_phone', changes.privacy.phone ? 1 : 0);
    set('share_email', changes.privacy.email ? 1 : 0);
    set('share_company', changes.privacy.company ? 1 : 0);
    set('share_region', changes.privacy.region ? 1 : 0);
  }
  set('failed_sign_ins', changes.failedSignIns);
  set('locked_until', changes.lockedUntil);
  set('status_reason', changes.statusReason);
  set('created_at', changes.createdAt);
  set('updated_at', changes.updatedAt);
  set('approved_at', changes.approvedAt);
  set('approved_by', changes.approvedBy);
  set('withdrawn_at', changes.withdrawnAt);
  return row;
}
