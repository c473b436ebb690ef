import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { pageNumberOf } from '../../../domain/shared/paging/page';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import { Pagination } from '../../shared/paging/Pagination';
import type { PageProps } from '../../shared/routing/page-registry';
import { listHref } from '../../shared/routing/list-address';
import { DonationEntryForm } from './DonationEntryForm';
import { DonorPicker, type PickedDonor } from './DonorPicker';
import { OfficeDonationTable } from './OfficeDonationTable';
import './OfficeDonations.css';

/** How many years back the list's year choice goes. */
const YEARS_TO_CHOOSE = 10;

/**
 * 기부 입력·내역: find or register the donor, enter their gift; below, the donations of a year
 * (and fund) with their total, each to correct or cancel in a form opened under its row.
 */
export default function OfficeDonationsPage({ route }: PageProps) {
  const { officeDonations, donationFunds, clock } = useAppServices();
  const thisYear = calendarDateOf(clock.now()).year;
  const [donor, setDonor] = useState<PickedDonor | null>(null);
  const [, navigate] = useLocation();
  const parameters = new URLSearchParams(useSearch());
  const filter = {
    year: Number(parameters.get('year')) || thisYear,
    fundId: parameters.get('fundId') ?? '',
    page: pageNumberOf(parameters.get('page')),
  };
  const hrefOf = (next: { year: number; fundId: string }, page: number) =>
    listHref(route.path, { year: String(next.year), fundId: next.fundId }, page);
  const setFilter = (next: { year: number; fundId: string }) => navigate(hrefOf(next, 1));
  const { result, retry } = useRetryableLoad(async (signal) => {
    const [funds, page] = await Promise.all([
      donationFunds.listDonationFunds(signal),
      officeDonations.officeDonations(
        {
          year: filter.year,
          page: filter.page,
          ...(filter.fundId ? { fundId: filter.fundId } : {}),
        },
        signal,
      ),
    ]);
    return { funds, page };
  }, JSON.stringify(filter));
  const saved = () => {
    setDonor(null);
    retry();
  };

  return (
    <OfficeFrame route={route}>
      <div className="office-donations">
        <h1>{route.title}</h1>
        <LoadGate result={result} what="기부 내역" onRetry={retry}>
          {({ funds, page }) => (
            <>
              <section aria-labelledby="entry-title">
                <h2 id="entry-title">기부 입력</h2>
                {donor ? (
                  <>
                    <p>
                      기부자: <strong>{donor.name}</strong>{' '}
                      <button type="button" className="link-button" onClick={() => setDonor(null)}>
                        다른 기부자 고르기
                      </button>
                    </p>
                    <DonationEntryForm
                      donor={donor}
                      funds={funds}
                      correcting={null}
                      onSaved={saved}
                      onCancel={() => setDonor(null)}
                    />
                  </>
                ) : (
                  <DonorPicker onPick={setDonor} />
                )}
              </section>
              <section aria-labelledby="list-title">
                <h2 id="list-title">기부 내역</h2>
                <div className="office-donations__row">
                  <div className="form__field">
                    <label htmlFor="list-year">연도</label>
                    <select
                      id="list-year"
                      value={filter.year}
                      onChange={(event) =>
                        setFilter({ ...filter, year: Number(event.target.value) })
                      }
                    >
                      {Array.from({ length: YEARS_TO_CHOOSE }, (_, index) => thisYear - index).map(
                        (year) => (
                          <option key={year} value={year}>
                            {year}년
                          </option>
                        ),
                      )}
                    </select>
                  </div>
                  <div className="form__field">
                    <label htmlFor="list-fund">기금</label>
                    <select
                      id="list-fund"
                      value={filter.fundId}
                      onChange={(event) => setFilter({ ...filter, fundId: event.target.value })}
                    >
                      <option value="">모든 기금</option>
                      {funds.map((fund) => (
                        <option key={fund.fundId} value={fund.fundId}>
                          {fund.name}
                        </option>
                      ))}
                    </select>
                  </div>
                </div>
                <p role="status">
                  {filter.year}년 {formatNumber(page.total)}건, 합계{' '}
                  <strong>{formatKoreanAmount(page.totalAmount)}</strong>
                </p>
                {page.items.length > 0 ? (
                  <OfficeDonationTable donations={page.items} funds={funds} onChanged={retry} />
                ) : null}
                <Pagination
                  of={page}
                  label="기부 내역 페이지"
                  hrefOf={(target) => hrefOf(filter, target)}
                />
              </section>
            </>
          )}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}
