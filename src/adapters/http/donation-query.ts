import type { ReceiptScope } from '../../domain/donations/receipt';
import type { ContributionFilter } from '../../domain/donations/contribution-filter';

/** A donation filter as the query string carries it (the member's and the office's lists). */
export function contributionQuery(
  filter: ContributionFilter & { readonly donorId?: string },
): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of ['year', 'from', 'to', 'fundId', 'donorId', 'page', 'size'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== '') query[key] = String(value);
  }
  return query;
}

/** A receipt's scope as a body carries it: the donation, or the year. */
export function receiptTargetOf(scope: ReceiptScope): { donationId: string } | { year: number } {
  return scope.kind === 'donation' ? { donationId: scope.donationId } : { year: scope.year };
}
