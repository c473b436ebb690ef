import {
  COMPANY_CATEGORY_LABELS,
  type Company,
  type MyCompany,
} from '../../domain/companies/companies';
import { useAppServices } from '../shared/app/app-services';
import { SitePhoto } from '../content';
import type { ReactNode } from 'react';

export interface CompanyCardProps {
  readonly company: Company | MyCompany;
  /** Heading level of the company's name in the page's outline. */
  readonly headingLevel?: 2 | 3;
  /** Below the card's details: a status, or the owner's and the office's actions. */
  readonly children?: ReactNode;
}

/**
 * One company: logo, name, field, what it does, how to reach it, and who among the alumni runs
 * it. The website opens in a new tab, without passing this site as its referrer.
 */
export function CompanyCard({ company, headingLevel = 2, children }: CompanyCardProps) {
  const { mediaUrl } = useAppServices();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="company">
      <div className="company__logo">
        {company.logo ? (
          <SitePhoto
            image={company.logo}
            alt={`${company.name} 로고`}
            sizes="6rem"
            fallbackWidth={320}
            urlOf={mediaUrl}
          />
        ) : (
          <span aria-hidden="true" className="company__initial">
            {[...company.name][0] ?? ''}
          </span>
        )}
      </div>
      <div className="company__body">
        <p className="company__category">{COMPANY_CATEGORY_LABELS[company.category]}</p>
        <Heading className="company__name">{company.name}</Heading>
        {'owner' in company ? (
          <p className="company__owner">
            {company.owner.classNumber ? `${company.owner.classNumber}회 ` : ''}
            {company.owner.name} 동문
          </p>
        ) : null}
        <p className="company__summary">{company.summary}</p>
        <dl className="company__contacts">
          {company.phone ? (
            <div>
              <dt>전화</dt>
              <dd>
                <a href={`tel:${company.phone.replace(/-/gu, '')}`}>{company.phone}</a>
              </dd>
            </div>
          ) : null}
          {company.website ? (
            <div>
              <dt>홈페이지</dt>
              <dd>
                <a href={company.website} target="_blank" rel="noopener noreferrer">
                  {company.website.replace(/^https?:\/\//u, '').replace(/\/$/u, '')}
                  <span className="visually-hidden"> (새 창)</span>
                </a>
              </dd>
            </div>
          ) : null}
          {company.address ? (
            <div>
              <dt>주소</dt>
              <dd>{company.address}</dd>
            </div>
          ) : null}
        </dl>
        {children}
      </div>
    </article>
  );
}
