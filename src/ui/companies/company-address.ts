import type { CompanyCategory } from '../../domain/companies/companies';

/** The list's address with its field, search and page (defaults left out). */
export function companyListHref(
  listPath: string,
  category: CompanyCategory | null,
  query: string,
  page: number,
): string {
  const parameters = new URLSearchParams();
  if (category) parameters.set('category', category);
  if (query.trim()) parameters.set('query', query.trim());
  if (page > 1) parameters.set('page', String(page));
  const search = parameters.toString();
  return search ? `${listPath}?${search}` : listPath;
}
