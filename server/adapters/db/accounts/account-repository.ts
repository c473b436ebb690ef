import type { AudienceMember } from '../../../../src/domain/messages';
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { PostalAddress } from '../../../../src/domain/shared/address/address';
import type { AccountStatus } from '../../../../src/domain/shared/member/member-profile';
import {
  type AccountProfile,
  type AccountRecord,
  ERASED_PASSWORD_HASH,
} from '../../../domain/shared/account';
import type { AccountRepository, AdministratorContact } from '../../../application/shared/ports';
import type { Tables } from '../shared/schema';
import { isListedInDirectory } from '../../../domain/directory';
import { PreparedQuery, type QueryRunner } from '../shared/prepared-query';
import { countRows } from '../shared/rows';
import { type ListedMember, replaceSearchKeys } from '../directory';
import { officeNameInitialsOf } from './name-initials';

type AccountsTable = Tables['accounts'];

/** An account's fields kept in a column of the same name, in its profile (AccountProfile). */
const PROFILE_FIELDS = [
  'userId',
  'role',
  'status',
  'name',
  'birthDate',
  'email',
  'mobile',
  'graduationYear',
  'classNumber',
  'course',
  'company',
  'jobTitle',
  'profileImageMstId',
] as const satisfies readonly (keyof AccountsTable)[];

/** The parts of the address (PostalAddress), each in a column of its name. */
const ADDRESS_COLUMNS = [
  'zonecode',
  'addr',
  'daddr',
  'city',
  'sgg',
  'sido',
  'sigungu',
] as const satisfies readonly (keyof AccountsTable & keyof PostalAddress)[];

/** The privacy's flags, as 0/1 columns. */
const PRIVACY_COLUMNS = [
  'sharePhone',
  'shareEmail',
  'shareCompany',
  'shareRegion',
] as const satisfies readonly (keyof AccountsTable)[];

/** The columns of an account's profile: 24 of 34. */
const PROFILE_COLUMNS = [...PROFILE_FIELDS, ...ADDRESS_COLUMNS, ...PRIVACY_COLUMNS] as const;

/** The account's other fields, each in a column of the same name. */
const OTHER_FIELDS = [
  'passwordHash',
  'statusReason',
  'createdAt',
  'updatedAt',
  'approvedAt',
  'approvedBy',
  'withdrawnAt',
  'officeLockedAt',
  'officeLockedBy',
  'officeLockReason',
] as const satisfies readonly (keyof AccountsTable)[];

/** Every column of an account, named (a prepared query names its columns). */
const ACCOUNT_COLUMNS = [...PROFILE_COLUMNS, ...OTHER_FIELDS] as const;

/** A member's account, whole: the member's own changes (information, password). */
const accountById = new PreparedQuery(1, (db: Kysely<Tables>, userId: string) =>
  db.selectFrom('accounts').select(ACCOUNT_COLUMNS).where('userId', '=', userId),
);

/**
 * A member's profile, read by every call about the member's own information: only its columns,
 * since SQLite's driver builds an object of every column read (the whole row was a sixth of the
 * call's time).
 */
const profileById = new PreparedQuery(1, (db: Kysely<Tables>, userId: string) =>
  db.selectFrom('accounts').select(PROFILE_COLUMNS).where('userId', '=', userId),
);

export class KyselyAccountRepository implements AccountRepository {
  constructor(
    private readonly db: Kysely<Tables>,
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
      .select('userId')
      .where('userId', '=', userId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The account and its directory search keys, together. */
  async insert(account: AccountRecord): Promise<void> {
    await this.atomically(async (db) => {
      await db
        .insertInto('accounts')
        .values({ ...(rowOf(account) as Insertable<AccountsTable>), userId: account.userId })
        .execute();
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
    const row = rowOf(changes);
    if (Object.keys(row).length === 0) return;
    const touchesKeys = SEARCH_KEY_FIELDS.some((field) => changes[field] !== undefined);
    if (!touchesKeys) {
      await this.db.updateTable('accounts').set(row).where('userId', '=', userId).execute();
      return;
    }
    await this.atomically(async (db) => {
      await db.updateTable('accounts').set(row).where('userId', '=', userId).execute();
      const stored = await db
        .selectFrom('accounts')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
      await replaceSearchKeys(db, userId, stored ? listedMemberOf(accountOf(stored)) : null);
    });
  }

  /** Inside the caller's transaction if there is one, else in a transaction of its own. */
  private atomically(work: (db: Kysely<Tables>) => Promise<void>): Promise<void> {
    return this.db.isTransaction ? work(this.db) : this.db.transaction().execute(work);
  }

  async findByEmail(email: string): Promise<readonly AccountRecord[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .selectAll()
      .where('email', '=', email)
      .orderBy('createdAt')
      .execute();
    return rows.map(accountOf);
  }

  async listAdministratorContacts(): Promise<readonly AdministratorContact[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['userId', 'name', 'email'])
      .where('role', '=', 'admin')
      .where('status', '=', 'approved')
      .where('officeLockedAt', 'is', null)
      .where('email', 'is not', null)
      .orderBy('userId')
      .execute();
    return rows.flatMap(({ userId, name, email }) => (email ? [{ userId, name, email }] : []));
  }

  async listAudienceMembers(): Promise<readonly AudienceMember[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['userId', 'name', 'email', 'mobile', 'graduationYear', 'classNumber', 'sido'])
      .where('status', '=', 'approved')
      .where('officeLockedAt', 'is', null)
      .orderBy('userId')
      .execute();
    return rows.map((row) => ({
      ...row,
      name: row.name ?? row.userId,
      graduationYear: row.graduationYear === null ? null : Number(row.graduationYear),
      classNumber: row.classNumber === null ? null : Number(row.classNumber),
    }));
  }

  count(): Promise<number> {
    return countRows(this.db.selectFrom('accounts'));
  }

  async rejectedBefore(before: string): Promise<AccountRecord[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(ACCOUNT_COLUMNS)
      .where('status', '=', 'rejected')
      .where('updatedAt', '<', before)
      .where('passwordHash', '<>', ERASED_PASSWORD_HASH)
      .orderBy('updatedAt')
      .execute();
    return rows.map(accountOf);
  }

  async createdSince(fromIso: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('accounts')
      .select('createdAt')
      .where('createdAt', '>=', fromIso)
      .execute();
    return rows.map((row) => row.createdAt);
  }

  async countByStatus(): Promise<Record<AccountStatus, number>> {
    const rows = await this.db
      .selectFrom('accounts')
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('count')])
      .groupBy('status')
      .execute();
    const counts: Record<AccountStatus, number> = {
      pending: 0,
      approved: 0,
      rejected: 0,
      withdrawn: 0,
    };
    for (const row of rows) counts[row.status] = Number(row.count);
    return counts;
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

type ProfileRow = Pick<Selectable<AccountsTable>, (typeof PROFILE_COLUMNS)[number]>;
type AccountRow = Pick<Selectable<AccountsTable>, (typeof ACCOUNT_COLUMNS)[number]>;

/**
 * The profile of a row: the columns under their own names, but the address's seven columns as
 * one address (none without a postcode and an address line) and the 0/1 sharing flags as the
 * member's privacy. Written out field by field: on the path of every /me call, where copying
 * the row with `...rest` cost several microseconds.
 */
function profileOf(row: ProfileRow): AccountProfile {
  return {
    userId: row.userId,
    role: row.role,
    status: row.status,
    name: row.name,
    birthDate: row.birthDate,
    email: row.email,
    mobile: row.mobile,
    graduationYear: row.graduationYear,
    classNumber: row.classNumber,
    course: row.course,
    company: row.company,
    jobTitle: row.jobTitle,
    address:
      row.zonecode !== null && row.addr !== null
        ? {
            zonecode: row.zonecode,
            addr: row.addr,
            daddr: row.daddr ?? '',
            city: row.city ?? '',
            sgg: row.sgg ?? '',
            sido: row.sido ?? '',
            sigungu: row.sigungu ?? '',
          }
        : null,
    profileImageMstId: row.profileImageMstId,
    privacy: {
      phone: row.sharePhone === 1,
      email: row.shareEmail === 1,
      company: row.shareCompany === 1,
      region: row.shareRegion === 1,
    },
  };
}

function accountOf(row: AccountRow): AccountRecord {
  return {
    ...profileOf(row),
    passwordHash: row.passwordHash,
    statusReason: row.statusReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    approvedAt: row.approvedAt,
    approvedBy: row.approvedBy,
    withdrawnAt: row.withdrawnAt,
    officeLockedAt: row.officeLockedAt,
    officeLockedBy: row.officeLockedBy,
    officeLockReason: row.officeLockReason,
  };
}

/**
 * The columns of the given fields (of an account, or of changes to it), and only theirs: the
 * same names but for the address and the privacy, which are columns of their own; never the id.
 */
function rowOf(fields: Partial<AccountRecord>): Updateable<AccountsTable> {
  const row: Record<string, unknown> = {};
  for (const field of [...PROFILE_FIELDS, ...OTHER_FIELDS]) {
    if (field !== 'userId' && fields[field] !== undefined) row[field] = fields[field];
  }
  if (fields.name !== undefined) row.nameInitials = officeNameInitialsOf(fields.name);
  const { address, privacy } = fields;
  if (address !== undefined) {
    for (const part of ADDRESS_COLUMNS) row[part] = address?.[part] ?? null;
  }
  if (privacy !== undefined) {
    row.sharePhone = privacy.phone ? 1 : 0;
    row.shareEmail = privacy.email ? 1 : 0;
    row.shareCompany = privacy.company ? 1 : 0;
    row.shareRegion = privacy.region ? 1 : 0;
  }
  return row;
}
