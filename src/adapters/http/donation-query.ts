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
