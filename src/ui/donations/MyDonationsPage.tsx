import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { ContributionFilter } from '../../domain/donations/contribution-filter';
import { DONATION_METHOD_LABELS } from '../../domain/donations/donation';
import type { ReceiptScope } from '../../domain/donations/receipt';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { MyPledges } from '../payments';
import { useAppServices } from '../shared/app/app-services';
import { MyPageTabs } from '../shared/layout/MyPageTabs';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { listHref } from '../shared/routing/list-address';
import { ContributionFilterForm, type FilterValues } from './ContributionFilterForm';
import { DonationReceiptCell } from './DonationReceiptCell';
import { DonorChoices } from './DonorChoices';
import { GiftClaimBox } from './GiftClaimBox';
import { ReceiptPanel } from './ReceiptPanel';
import './Donations.css';

/**
 * 기부 내역 (/me/donations), 내 정보's second tab: the member's donations by year or period and
 * fund, with their totals, and the receipt of a donation or of a whole year.
 */
export default function MyDonationsPage({ route }: PageProps) {
  const { donations } = useAppServices();
  const [, navigate] = useLocation();
  const parameters = new URLSearchParams(useSearch());
  const values: FilterValues = {
    year: parameters.get('year') ?? '',
    from: parameters.get('from') ?? '',
    to: parameters.get('to') ?? '',
    fundId: parameters.get('fundId') ?? '',
  };
  const page = pageNumberOf(parameters.get('page'));
  const filter = filterOf(values, page);
  const [receipt, setReceipt] = useState<{
    scope: ReceiptScope;
    opener: HTMLElement | null;
  } | null>(null);
  const { result, retry } = useRetryableLoad(
    (signal) => donations.getMyContributions(filter, signal),
    JSON.stringify(filter),
  );
  const hrefOf = (next: FilterValues, nextPage: number) =>
    listHref(route.path, { ...next }, nextPage);
  const open = (scope: ReceiptScope) => (event: { currentTarget: HTMLElement }) =>
    setReceipt({ scope, opener: event.currentTarget });

  return (
    <div className="my-donations">
      <h1>{route.title}</h1>
      <MyPageTabs current="myDonations" />
      <GiftClaimBox onClaimed={retry} />
      <LoadGate result={result} what="기부 내역" onRetry={retry} keepWhileLoading>
        {(found) => (
          <>
            <ContributionFilterForm
              values={values}
              years={found.years}
              funds={found.funds}
              onFilter={(next) => navigate(hrefOf(next, 1))}
            />
            <p className="my-donations__total" role="status">
              {found.total === 0 ? (
                '조건에 맞는 기부 내역이 없습니다.'
              ) : (
                <>
                  <strong>{formatNumber(found.total)}</strong>건, 합계{' '}
                  <strong>{formatKoreanAmount(found.totalAmount)}</strong>
                </>
              )}
            </p>
            {found.items.length > 0 ? (
              <div className="my-donations__table-wrap">
                <table className="my-donations__table">
                  <caption className="visually-hidden">기부 내역</caption>
                  <thead>
                    <tr>
                      <th scope="col">기부일</th>
                      <th scope="col">기금</th>
                      <th scope="col">방법</th>
                      <th scope="col">금액</th>
                      <th scope="col">영수증</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.items.map((donation) => (
                      <tr key={donation.donationId}>
                        <td>
                          <time dateTime={donation.donatedOn}>
                            {formatDate(donation.donatedOn)}
                          </time>
                        </td>
                        <td>{donation.fundName}</td>
                        <td>{DONATION_METHOD_LABELS[donation.method]}</td>
                        <td className="my-donations__amount">
                          {formatKoreanAmount(donation.amount)}
                        </td>
                        <td>
                          <DonationReceiptCell donation={donation} onOpen={open} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <Pagination
              of={found}
              label="기부 내역 페이지"
              hrefOf={(target) => hrefOf(values, target)}
            />
            {found.years.length > 0 ? (
              <section className="my-donations__years" aria-labelledby="year-receipts">
                <h2 id="year-receipts">연간 기부금영수증</h2>
                <p className="muted">
                  연말정산에는 한 해의 기부를 모은 연간 영수증을 쓰면 편리합니다.
                </p>
                <ul>
                  {found.years.map((year) => (
                    <li key={year}>
                      <button
                        type="button"
                        className="button"
                        onClick={open({ kind: 'year', year })}
                      >
                        {year}년 영수증
                      </button>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {receipt ? (
              <ReceiptPanel
                key={JSON.stringify(receipt.scope)}
                scope={receipt.scope}
                onIssued={retry}
                onClose={() => {
                  receipt.opener?.focus();
                  setReceipt(null);
                }}
              />
            ) : null}
            <DonorChoices
              namedInHallOfFame={found.namedInHallOfFame}
              residentNumberOnFile={found.residentNumberOnFile}
              onChanged={retry}
            />
          </>
        )}
      </LoadGate>
      <MyPledges />
    </div>
  );
}

function filterOf(values: FilterValues, page: number): ContributionFilter {
  const year = Number(values.year);
  return {
    ...(values.year && Number.isInteger(year) ? { year } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.fundId ? { fundId: values.fundId } : {}),
    page,
  };
}
