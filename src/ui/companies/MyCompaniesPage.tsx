import { useState } from 'react';
import { Link } from 'wouter';
import {
  COMPANY_MAX_PER_MEMBER,
  COMPANY_STATUS_LABELS,
  type MyCompany,
} from '../../domain/companies/companies';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { FormRefusal } from '../shared/forms/FormRefusal';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { CompanyCard } from './CompanyCard';
import { CompanyForm } from './CompanyForm';
import './Companies.css';

/**
 * 내 기업 등록: the member's own listings with where each stands (waiting, public, or sent back
 * with the office's reason), a new one, a change, a removal.
 */
export default function MyCompaniesPage({ route }: PageProps) {
  const { memberCompanies, notifier, routes } = useAppServices();
  const reasonOf = useRefusalReason();
  const { result, retry } = useRetryableLoad((signal) => memberCompanies.myCompanies(signal));
  const [editing, setEditing] = useState<MyCompany | 'new' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const done = () => {
    setEditing(null);
    retry();
  };

  const remove = async (company: MyCompany) => {
    if (!window.confirm(`「${company.name}」을(를) 삭제할까요? 되돌릴 수 없습니다.`)) return;
    setProblem(null);
    try {
      await memberCompanies.deleteCompany(company.companyId);
      notifier.success('삭제했습니다.');
      done();
    } catch (error) {
      setProblem(reasonOf(error, '삭제하지 못했습니다.'));
    }
  };

  return (
    <div className="companies">
      <h1>{route.title}</h1>
      <p>
        운영하거나 근무하는 기업을 {COMPANY_MAX_PER_MEMBER}곳까지 등록할 수 있습니다.{' '}
        <Link href={routes.byId('alumniCompanies').path}>동문 기업 목록 보기</Link>
      </p>
      <FormRefusal message={problem} />
      <LoadGate result={result} what="등록한 기업" onRetry={retry}>
        {(mine) =>
          editing ? (
            <CompanyForm
              company={editing === 'new' ? null : editing}
              onSaved={done}
              onCancel={() => setEditing(null)}
            />
          ) : (
            <>
              {mine.length === 0 ? <p>아직 등록한 기업이 없습니다.</p> : null}
              <ul
                className="companies__list"
                aria-label="내가 등록한 기업"
                hidden={mine.length === 0}
              >
                {mine.map((company) => (
                  <li key={company.companyId}>
                    <CompanyCard company={company}>
                      <p className="company__status">
                        <span className="badge">{COMPANY_STATUS_LABELS[company.status]}</span>
                        {company.status === 'pending' ? ' 사무국이 확인하고 있습니다.' : null}
                      </p>
                      {company.rejectReason ? <p>반려 사유: {company.rejectReason}</p> : null}
                      <p className="company__actions">
                        <button
                          type="button"
                          className="button"
                          aria-label={`고치기: ${company.name}`}
                          onClick={() => setEditing(company)}
                        >
                          고치기
                        </button>
                        <button
                          type="button"
                          className="button button--danger"
                          aria-label={`삭제: ${company.name}`}
                          onClick={() => void remove(company)}
                        >
                          삭제
                        </button>
                      </p>
                    </CompanyCard>
                  </li>
                ))}
              </ul>
              {mine.length < COMPANY_MAX_PER_MEMBER ? (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => setEditing('new')}
                >
                  새 기업 등록
                </button>
              ) : null}
            </>
          )
        }
      </LoadGate>
    </div>
  );
}
