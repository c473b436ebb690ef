import type {
  ListMembersQuery,
  MemberDetailData,
  MemberSummaryData,
} from '../../../src/contract/admin';
import { memberDetailOf } from '../../../src/domain/admin/member-detail';
import { officeNameQueryOf } from '../../../src/domain/admin/member-search';
import type { AccountRecord } from '../../domain/shared/account';
import type { UseCaseContext } from '../shared/context';
import type { OfficeMemberFilter, OfficeMemberRow } from './ports';

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
  context: UseCaseContext,
  rows: readonly OfficeMemberRow[],
): Promise<MemberSummaryData[]> {
  const namesakes = await context.store.officeMembers.namesakes(rows);
  return rows.map((row) => ({
    ...row,
    sameNameAndBirthDate: [...(namesakes.get(row.userId) ?? [])],
  }));
}

export async function detailOf(
  context: UseCaseContext,
  account: AccountRecord,
): Promise<MemberDetailData> {
  const [summary] = await summariesOf(context, [
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
      locked: account.lockedAt !== null,
    },
  ]);
  return memberDetailOf(
    summary as MemberSummaryData,
    account,
    await context.store.consents.listFor(account.userId),
  );
}
