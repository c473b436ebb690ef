import { Link, useSearch } from 'wouter';
import {
  COMPANY_STATUS_LABELS,
  COMPANY_STATUSES,
  type CompanyStatus,
} from '../../domain/companies/companies';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { OfficeFrame } from '../admin';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { CompanyCard } from './CompanyCard';
import { CompanyDecision } from './CompanyDecision';
import './Companies.css';

/**
 * 동문 기업 승인: the listings members sent, by status (waiting ones oldest first), each read in
 * full with who sent it, then approved or sent back with a reason.
 */
export default function OfficeCompaniesPage({ route }: PageProps) {
  const { officeCompanies } = useAppServices();
  const parameters = new URLSearchParams(useSearch());
  const status = COMPANY_STATUSES.find((each) => each === parameters.get('status')) ?? 'pending';
  const page = pageNumberOf(parameters.get('page'));
  const { result, retry } = useRetryableLoad(
    (signal) => officeCompanies.officeCompanies({ status, page }, signal),
    `${status}|${page}`,
  );
  const hrefOf = (nextStatus: CompanyStatus, nextPage: number) =>
    `${route.path}?status=${nextStatus}${nextPage > 1 ? `&page=${nextPage}` : ''}`;

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <nav aria-label="승인 상태" className="companies__tabs">
        {COMPANY_STATUSES.map((each) => (
          <Link
            key={each}
            href={hrefOf(each, 1)}
            className={each === status ? 'button button--primary' : 'button'}
            aria-current={each === status ? 'page' : undefined}
          >
            {COMPANY_STATUS_LABELS[each]}
          </Link>
        ))}
      </nav>
      <LoadGate result={result} what="동문 기업 목록" onRetry={retry}>
        {(found) => (
          <>
            <p>
              {COMPANY_STATUS_LABELS[status]} <strong>{formatNumber(found.total)}</strong>곳
            </p>
            {found.items.length === 0 ? <p>해당하는 기업이 없습니다.</p> : null}
            <ul className="companies__list" aria-label={`${COMPANY_STATUS_LABELS[status]} 기업`}>
              {found.items.map((company) => (
                <li key={company.companyId}>
                  <CompanyCard company={company}>
                    <p className="muted">
                      아이디 {company.ownerId} · 최근 수정{' '}
                      <time dateTime={company.updatedAt}>{formatDate(company.updatedAt)}</time>
                    </p>
                    {company.rejectReason ? <p>반려 사유: {company.rejectReason}</p> : null}
                    <CompanyDecision company={company} onDecided={retry} />
                  </CompanyCard>
                </li>
              ))}
            </ul>
            <Pagination
              of={found}
              label="동문 기업 페이지"
              hrefOf={(target) => hrefOf(status, target)}
            />
          </>
        )}
      </LoadGate>
    </OfficeFrame>
  );
}
