import { accessDetailLabel } from './audit';
import { koreanMonth } from './korean-time';
import {
  ACCESS_REVIEW_MAX_RECORDS,
  type AccessFlag,
  flagUnusualAccess,
  MANY_MEMBERS_IN_AN_HOUR,
  ONE_HOUR_MS,
  PERSONAL_DATA_ACCESS_LABELS,
  type PersonalDataAccessKind,
} from './personal-data-access';

/** One access to a member's personal data, as the records keep it. */
export interface PersonalDataAccess {
  readonly id: number;
  /** ISO 8601 UTC. */
  readonly at: string;
  readonly actorId: string;
  readonly ip: string | null;
  readonly memberId: string;
  readonly kind: PersonalDataAccessKind;
  /** Where or why (e.g. `member.list`: the approval queue). */
  readonly detail: string | null;
}

/**
 * A record as the review shows it: its kind and action in Korean, the administrator's and the
 * member's names (null when unknown: a withdrawn member, a donor who is not one), and why it is
 * unusual, if it is.
 */
export interface ReviewedAccess extends PersonalDataAccess {
  readonly kindLabel: string;
  readonly detailLabel: string | null;
  readonly actorName: string | null;
  readonly memberName: string | null;
  readonly flags: AccessFlag[];
}

/** Which records of a month (a Korean month, `YYYY-MM`) the review shows. */
export interface AccessReviewQuery {
  readonly month: string;
  readonly actorId?: string | undefined;
  readonly memberId?: string | undefined;
  /** Only the unusual ones. */
  readonly flagged?: boolean | undefined;
  readonly page?: number | undefined;
  readonly size?: number | undefined;
}

export interface AccessReview {
  readonly month: string;
  readonly items: ReviewedAccess[];
  readonly page: number;
  readonly size: number;
  /** Records that match the query. */
  readonly total: number;
  /** Flagged records of the month, whatever the query's filters. */
  readonly flaggedTotal: number;
  readonly manyMembersThreshold: number;
  /** The month held more records than one review reads: only the first are here. */
  readonly truncated: boolean;
}

/** Records shown on one page of the review. */
export const ACCESS_REVIEW_PAGE_SIZE = 50;

/**
 * The instants to read for a month's review: the month, and an hour on either side, so that an
 * hour across the month's edges is counted whole.
 */
export function accessReviewSpan(month: string): { readonly from: string; readonly to: string } {
  const bounds = koreanMonth(month);
  return {
    from: new Date(Date.parse(bounds.from) - ONE_HOUR_MS).toISOString(),
    to: new Date(Date.parse(bounds.to) + ONE_HOUR_MS).toISOString(),
  };
}

/**
 * A month's review from the records read over its span (oldest first, at most
 * ACCESS_REVIEW_MAX_RECORDS + 1 of them): each flagged as unusual or not, the month's kept,
 * filtered, newest first and paged.
 */
export function accessReviewOf(
  query: AccessReviewQuery,
  read: readonly PersonalDataAccess[],
): AccessReview {
  const month = koreanMonth(query.month);
  const truncated = read.length > ACCESS_REVIEW_MAX_RECORDS;
  const records = truncated ? read.slice(0, ACCESS_REVIEW_MAX_RECORDS) : read;
  const flags = flagUnusualAccess(records);
  const inMonth: ReviewedAccess[] = [];
  records.forEach((record, index) => {
    if (record.at < month.from || record.at >= month.to) return;
    inMonth.push({
      ...record,
      kindLabel: PERSONAL_DATA_ACCESS_LABELS[record.kind],
      detailLabel: accessDetailLabel(record.detail),
      actorName: null,
      memberName: null,
      flags: [...(flags[index] ?? [])],
    });
  });
  const matching = inMonth
    .filter(
      (record) =>
        (query.flagged !== true || record.flags.length > 0) &&
        (query.actorId === undefined || record.actorId === query.actorId) &&
        (query.memberId === undefined || record.memberId === query.memberId),
    )
    .reverse();
  const page = query.page ?? 1;
  const size = query.size ?? ACCESS_REVIEW_PAGE_SIZE;
  return {
    month: query.month,
    items: matching.slice((page - 1) * size, page * size),
    page,
    size,
    total: matching.length,
    flaggedTotal: inMonth.filter((record) => record.flags.length > 0).length,
    manyMembersThreshold: MANY_MEMBERS_IN_AN_HOUR,
    truncated,
  };
}
