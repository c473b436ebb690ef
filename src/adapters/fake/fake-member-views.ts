import type { ConsentAnswer } from '../../domain/accounts/consents';
import type { MemberListQuery } from '../../application/admin/admin-api';
import type { MemberDetail, MemberSummary } from '../../domain/admin/member-summary';
import { memberDetailOf } from '../../domain/admin/member-detail';
import { officeNameQueryOf } from '../../domain/admin/member-search';
import { initialConsonantsOf, searchTextOf } from '../../domain/shared/text/name-search';
import type { FakeAccount } from './fake-backend';

/** The office's lists and detail page over the fake's accounts, as the server builds them. */

/** Whether an account is one the office's search asks for (as the server's SQL reads it). */
export function matchesOfficeSearch(account: FakeAccount, query: MemberListQuery): boolean {
  const { profile } = account;
  if (query.status !== 'all' && profile.status !== query.status) return false;
  if (query.graduationYear !== undefined && profile.graduationYear !== query.graduationYear) {
    return false;
  }
  if (query.classNumber !== undefined && profile.classNumber !== query.classNumber) return false;
  if (query.lockedOnly && !account.lock) return false;
  const name = officeNameQueryOf(query.query);
  if (!name) return true;
  if (name.kind === 'initials') {
    return initialConsonantsOf(searchTextOf(profile.name)).includes(name.initials);
  }
  return searchTextOf(profile.name).includes(name.text) || profile.userId.startsWith(name.text);
}

/** The queue oldest first; other lists newest first (then by id). */
export function officeOrder(status: MemberListQuery['status']) {
  const direction = status === 'pending' ? 1 : -1;
  return (a: FakeAccount, b: FakeAccount) =>
    direction * (a.createdAt ?? '').localeCompare(b.createdAt ?? '') ||
    a.profile.userId.localeCompare(b.profile.userId);
}

export function summaryOf(account: FakeAccount, everyone: Iterable<FakeAccount>): MemberSummary {
  const { profile } = account;
  const { userId, name, email, graduationYear, classNumber, status, role, birthDate } = profile;
  return {
    userId,
    name,
    email,
    graduationYear,
    classNumber,
    status,
    role,
    createdAt: account.createdAt ?? '',
    birthDate: birthDate || null,
    mobile: profile.mobile || null,
    course: profile.course || null,
    locked: Boolean(account.lock),
    // The server asks its database for these (the other accounts, not withdrawn, alike).
    sameNameAndBirthDate: [...everyone]
      .filter(
        (other) =>
          other !== account &&
          other.profile.status !== 'withdrawn' &&
          Boolean(name) &&
          other.profile.name === name &&
          other.profile.birthDate === birthDate,
      )
      .map((other) => other.profile.userId)
      .sort(),
  };
}

export function detailOf(
  account: FakeAccount,
  everyone: Iterable<FakeAccount>,
  consents: readonly ConsentAnswer[],
): MemberDetail {
  const { profile, lock } = account;
  return memberDetailOf(
    summaryOf(account, everyone),
    {
      company: profile.company || null,
      jobTitle: profile.jobTitle || null,
      address: profile.address,
      statusReason: account.statusReason ?? null,
      lockReason: lock?.reason ?? null,
      lockedAt: lock?.at ?? null,
      lockedBy: lock?.by ?? null,
      approvedAt: account.approvedAt ?? null,
      approvedBy: account.approvedBy ?? null,
      withdrawnAt: account.withdrawnAt ?? null,
    },
    consents,
  );
}
