import { Link, useLocation, useSearch } from 'wouter';
import {
  COMPANY_CATEGORIES,
  COMPANY_CATEGORY_LABELS,
  COMPANY_QUERY_MAX_LENGTH,
  type CompanyCategory,
} from '../../domain/companies/companies';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { useAppServices } from '../shared/app/app-services';
import { CategorySearchForm } from '../shared/forms/CategorySearchForm';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { listHref } from '../shared/routing/list-address';
import { CompanyCard } from './CompanyCard';
import './Companies.css';

/**
 * 동문 기업 홍보: the companies alumni run, approved by the office, by field and by words in
 * their names and descriptions (all in the address: `?category=it&query=…&page=2`); members
 * register their own from here.
 */
export default function CompaniesPage({ route }: PageProps) {
  const { companies, routes } = useAppServices();
  const [, navigate] = useLocation();
  const parameters = new URLSearchParams(useSearch());
  const category = categoryOf(parameters.get('category'));
  const query = parameters.get('query') ?? '';
  const page = pageNumberOf(parameters.get('page'));
  const { result, retry } = useRetryableLoad(
    (signal) => companies.listCompanies({ category, query, page }, signal),
    `${category ?? ''}|${query}|${page}`,
  );
  const hrefOf = (nextCategory: CompanyCategory | null, nextQuery: string, nextPage: number) =>
    listHref(route.path, { category: nextCategory, query: nextQuery }, nextPage);

  return (
    <div className="companies">
      <h1>{route.title}</h1>
      <p>
        동문이 운영하는 기업을 소개합니다. 사무국이 확인한 기업만 게시됩니다.{' '}
        <Link href={routes.byId('myCompanies').path}>내 기업 등록하기</Link>
      </p>
      <CategorySearchForm
        categoryLabel="업종"
        allLabel="전체 업종"
        categories={COMPANY_CATEGORIES}
        labelOf={(each) => COMPANY_CATEGORY_LABELS[each]}
        queryLabel="회사 이름·소개 검색"
        queryMaxLength={COMPANY_QUERY_MAX_LENGTH}
        category={category}
        query={query}
        onSearch={(nextCategory, nextQuery) => navigate(hrefOf(nextCategory, nextQuery, 1))}
      />
      <section aria-labelledby="company-results" aria-busy={result.state === 'loading'}>
        <h2 id="company-results" className="visually-hidden">
          동문 기업 목록
        </h2>
        <LoadGate result={result} what="동문 기업 목록" onRetry={retry}>
          {(found) => (
            <>
              <p className="companies__count">
                {category ? `${COMPANY_CATEGORY_LABELS[category]} ` : '전체 '}
                {query ? `“${query}” 검색 결과 ` : ''}
                <strong>{formatNumber(found.total)}</strong>곳
              </p>
              {found.items.length === 0 ? (
                <p>
                  {query || category
                    ? '조건에 맞는 기업이 없습니다.'
                    : '아직 게시된 동문 기업이 없습니다.'}
                </p>
              ) : (
                <ul className="companies__list" aria-label="동문 기업">
                  {found.items.map((company) => (
                    <li key={company.companyId}>
                      <CompanyCard company={company} headingLevel={3} />
                    </li>
                  ))}
                </ul>
              )}
              <Pagination
                of={found}
                label="동문 기업 페이지"
                hrefOf={(target) => hrefOf(category, query, target)}
              />
            </>
          )}
        </LoadGate>
      </section>
    </div>
  );
}

function categoryOf(value: string | null): CompanyCategory | null {
  return COMPANY_CATEGORIES.find((category) => category === value) ?? null;
}
