import { currentConsentsOf } from '../../../src/domain/accounts';
import type {
  ListMembersQuery,
  MemberDetailData,
  MemberSummaryData,
} from '../../../src/contract/admin';
import { isInitialConsonantQuery, searchTextOf } from '../../../src/domain/directory';
import type { AccountRecord } from '../../domain/shared/account';
import type {
  MemberConsents,
  OfficeMemberFilter,
  OfficeMemberRepository,
  OfficeMemberRow,
} from './ports';

/** What the views read: the namesakes, and for the detail the member's consents. */
export interface MemberViewSources {
  readonly officeMembers: OfficeMemberRepository;
  readonly consents: MemberConsents;
}

/**
 * How the office's lists and detail page show members: the contract's shapes, with the other
 * accounts of the same name and birth date (a second application, or somebody posing as them).
 */

/** The repository's filter of a list query: the approval queue unless told otherwise. */
export function officeFilterOf(query: ListMembersQuery): OfficeMemberFilter {
  const status = query.status ?? 'pending';
  const text = query.query === undefined ? '' : searchTextOf(query.query);
  return {
    status: status === 'all' ? undefined : status,
    query: !text
      ? undefined
      : isInitialConsonantQuery(text.replace(/\s/gu, ''))
        ? { kind: 'initials', initials: text.replace(/\s/gu, '') }
        : { kind: 'text', text },
    graduationYear: query.graduationYear,
    classNumber: query.classNumber,
    lockedOnly: query.locked === true,
  };
}

export async function summariesOf(
  officeMembers: OfficeMemberRepository,
  rows: readonly OfficeMemberRow[],
): Promise<MemberSummaryData[]> {
  const namesakes = await officeMembers.namesakes(rows);
  return rows.map((row) => ({
    ...row,
    sameNameAndBirthDate: [...(namesakes.get(row.userId) ?? [])],
  }));
}

export async function detailOf(
  sources: MemberViewSources,
  account: AccountRecord,
): Promise<MemberDetailData> {
  const [summary] = await summariesOf(sources.officeMembers, [
    {
      userId: account.userId,
      name: account.name ?? '',
      email: account.email ?? '',
      graduationYear: account.graduationYear ?? 0,
      classNumber: account.classNumber ?? 0,
      status: account.status,
      role: account.role,
      createdAt: account.createdAt,
      birthDate: account.birthDate,
      mobile: account.mobile,
      course: account.course,
      locked: account.officeLockedAt !== null,
    },
  ]);
  const { address } = account;
  return {
    ...(summary as MemberSummaryData),
    company: account.company,
    jobTitle: account.jobTitle,
    address: address
      ? `(${address.zonecode}) ${address.addr}${address.daddr ? ` ${address.daddr}` : ''}`
      : null,
    statusReason: account.statusReason,
    consents: currentConsentsOf(await sources.consents.listFor(account.userId)),
    lockReason: account.officeLockReason,
    lockedAt: account.officeLockedAt,
    lockedBy: account.officeLockedBy,
    approvedAt: account.approvedAt,
    approvedBy: account.approvedBy,
    withdrawnAt: account.withdrawnAt,
  };
}
