import { type ConsentAnswer, currentConsentsOf } from '../../domain/accounts/consents';
import type { MemberListQuery } from '../../application/admin/admin-api';
import type { MemberDetail, MemberSummary } from '../../domain/admin/member-summary';
import {
  initialConsonantsOf,
  isInitialConsonantQuery,
  searchTextOf,
} from '../../domain/directory/name-search';
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
  const text = searchTextOf(query.query ?? '');
  if (!text) return true;
  const compact = text.replace(/\s/gu, '');
  if (isInitialConsonantQuery(compact)) {
    return initialConsonantsOf(searchTextOf(profile.name)).includes(compact);
  }
  return searchTextOf(profile.name).includes(text) || profile.userId.startsWith(text);
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
  return {
    userId: profile.userId,
    name: profile.name,
    email: profile.email,
    graduationYear: profile.graduationYear,
    classNumber: profile.classNumber,
    status: profile.status,
    role: profile.role,
    createdAt: account.createdAt ?? '',
    birthDate: profile.birthDate || null,
    mobile: profile.mobile || null,
    course: profile.course || null,
    locked: Boolean(account.lock),
    sameNameAndBirthDate: [...everyone]
      .filter(
        (other) =>
          other !== account &&
          other.profile.status !== 'withdrawn' &&
          Boolean(profile.name) &&
          other.profile.name === profile.name &&
          other.profile.birthDate === profile.birthDate,
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
  const { profile } = account;
  const address = profile.address;
  return {
    ...summaryOf(account, everyone),
    company: profile.company || null,
    jobTitle: profile.jobTitle || null,
    address: address
      ? `(${address.zonecode}) ${address.addr}${address.daddr ? ` ${address.daddr}` : ''}`
      : null,
    statusReason: account.statusReason ?? null,
    lockReason: account.lock?.reason ?? null,
    lockedAt: account.lock?.at ?? null,
    lockedBy: account.lock?.by ?? null,
    approvedAt: account.approvedAt ?? null,
    approvedBy: account.approvedBy ?? null,
    withdrawnAt: account.withdrawnAt ?? null,
    consents: currentConsentsOf(consents),
  };
}
