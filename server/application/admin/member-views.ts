import type {
  ListMembersQuery,
  MemberDetailData,
  MemberSummaryData,
} from '../../../src/contract/admin';
import { memberDetailOf } from '../../../src/domain/admin/member-detail';
import { officeNameQueryOf } from '../../../src/domain/admin/member-search';
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
  return {
    status: status === 'all' ? undefined : status,
    query: officeNameQueryOf(query.query),
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
  // The office's lock as the page names it (the record names its columns office_…).
  return memberDetailOf(
    summary as MemberSummaryData,
    {
      ...account,
      lockReason: account.officeLockReason,
      lockedAt: account.officeLockedAt,
      lockedBy: account.officeLockedBy,
    },
    await sources.consents.listFor(account.userId),
  );
}
