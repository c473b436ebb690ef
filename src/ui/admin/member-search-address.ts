import type { MemberListQuery } from '../../application/admin/admin-api';
import {
  ACCOUNT_STATUSES,
  MEMBER_QUEUE_PAGE_SIZE,
  type MemberSearch,
} from '../../domain/admin/member-summary';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { MAX_PAGE_NUMBER } from '../../domain/shared/paging/page';

/** The office's member search as the address keeps it (`?q=…&status=…&page=2`), and back. */

function wholeNumber(text: string | null, max: number): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 1 && value <= max ? value : undefined;
}

export function memberSearchOf(search: string): MemberListQuery {
  const parameters = new URLSearchParams(search);
  const status = parameters.get('status');
  return {
    status: ACCOUNT_STATUSES.includes(status as AccountStatus) ? (status as AccountStatus) : 'all',
    query: parameters.get('q')?.trim() || undefined,
    graduationYear: wholeNumber(parameters.get('year'), 9999),
    classNumber: wholeNumber(parameters.get('class'), 999),
    lockedOnly: parameters.get('locked') === '1' || undefined,
    page: wholeNumber(parameters.get('page'), MAX_PAGE_NUMBER) ?? 1,
    size: MEMBER_QUEUE_PAGE_SIZE,
  };
}

export function memberSearchAddress(path: string, search: MemberSearch, page = 1): string {
  const parameters = new URLSearchParams();
  if (search.query?.trim()) parameters.set('q', search.query.trim());
  if (search.status !== 'all') parameters.set('status', search.status);
  if (search.graduationYear !== undefined) parameters.set('year', String(search.graduationYear));
  if (search.classNumber !== undefined) parameters.set('class', String(search.classNumber));
  if (search.lockedOnly) parameters.set('locked', '1');
  if (page > 1) parameters.set('page', String(page));
  const text = parameters.toString();
  return text ? `${path}?${text}` : path;
}
