import { useState } from 'react';
import type { DonationFund } from '../../../domain/donations/donation';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { FundForm } from './FundForm';
import './OfficeDonations.css';

/** 기금 관리: the general fund and the designated ones, each named, described, open or closed. */
export default function OfficeFundsPage({ route }: PageProps) {
  const { donationFunds } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => donationFunds.listDonationFunds(signal));
  const [editing, setEditing] = useState<DonationFund | 'new' | null>(null);
  const done = () => {
    setEditing(null);
    retry();
  };

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <p className="muted">
        장학기금은 늘 있는 일반 기금입니다. 100주년 기념기금처럼 뜻을 정한 지정 기금을 만들고,
        모금을 마치면 닫습니다. 닫은 기금도 그동안의 기부와 통계는 그대로 남습니다.
      </p>
      {editing === 'new' ? (
        <FundForm fund={null} onSaved={done} onCancel={() => setEditing(null)} />
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing('new')}
          >
            새 기금
          </button>
        </p>
      )}
      <LoadGate result={result} what="기금 목록" onRetry={retry}>
        {(funds) => (
          <ul className="office-donations__list" aria-label="기금 목록">
            {funds.map((fund) =>
              editing !== 'new' && editing?.fundId === fund.fundId ? (
                <li key={fund.fundId}>
                  <FundForm fund={fund} onSaved={done} onCancel={() => setEditing(null)} />
                </li>
              ) : (
                <li key={fund.fundId} className="office-donations__item">
                  <h2>
                    {fund.name}{' '}
                    <span className={fund.active ? 'badge' : 'badge badge--muted'}>
                      {fund.active ? '모금 중' : '모금 마감'}
                    </span>
                  </h2>
                  {fund.description ? <p>{fund.description}</p> : null}
                  <button
                    type="button"
                    className="button"
                    aria-label={`고치기: ${fund.name}`}
                    onClick={() => setEditing(fund)}
                  >
                    고치기
                  </button>
                </li>
              ),
            )}
          </ul>
        )}
      </LoadGate>
    </OfficeFrame>
  );
}
