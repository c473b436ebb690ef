import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { calendarDateOf } from '../../../domain/shared/format/date-format';
import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { listHref } from '../../shared/routing/list-address';
import { DuesAmountForm } from './DuesAmountForm';
import { DuesAmounts } from './DuesAmounts';
import { DuesRegisterTable } from './DuesRegisterTable';
import './OfficeDues.css';

/** The years to choose: next year (dues set ahead), this one and the nine before. */
const YEARS_TO_CHOOSE = 11;

/**
 * 회비 관리: the amounts of the dues (each year's 연회비, the 평생회비) set and changed, who paid
 * a chosen year (lifetime payers in every year from theirs) with its totals, and the year's
 * list as XLSX.
 */
export default function OfficeDuesPage({ route }: PageProps) {
  const { officeDues, fileSaver, notifier, clock } = useAppServices();
  const thisYear = calendarDateOf(clock.now()).year;
  const [, navigate] = useLocation();
  const year = Number(new URLSearchParams(useSearch()).get('year')) || thisYear;
  const [exporting, setExporting] = useState(false);
  const { result, retry } = useRetryableLoad(
    (signal) => officeDues.officeDues(year, signal),
    String(year),
  );
  const exportYear = async () => {
    setExporting(true);
    try {
      await fileSaver.save(await officeDues.exportDues(year));
    } catch (error) {
      notifier.error(
        error instanceof Error && error.message
          ? error.message
          : '납부 명단을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.',
      );
    }
    setExporting(false);
  };

  return (
    <OfficeFrame route={route}>
      <div className="office-dues">
        <h1>{route.title}</h1>
        <p className="muted">
          연회비는 해마다, 평생회비는 한 번 냅니다. 회비는 기부금이 아니어서 기부금영수증 대신 납부
          확인서를 드립니다.
        </p>
        <ChoiceField
          label="연도"
          value={String(year)}
          options={Array.from({ length: YEARS_TO_CHOOSE }, (_, index) => thisYear + 1 - index).map(
            (each) => ({ value: String(each), label: `${each}년` }),
          )}
          onChoose={(chosen) => navigate(listHref(route.path, { year: chosen }, 1))}
        />
        <LoadGate result={result} what="회비" onRetry={retry} keepWhileLoading>
          {(view) => (
            <>
              <section aria-labelledby="dues-amounts-title">
                <h2 id="dues-amounts-title">회비 금액</h2>
                <DuesAmounts view={view} />
                <DuesAmountForm key={year} year={year} onSaved={retry} />
              </section>
              <section aria-labelledby="dues-register-title">
                <h2 id="dues-register-title">{view.year}년 납부 명단</h2>
                <dl className="office-dues__totals" aria-label={`${view.year}년 합계`}>
                  <div>
                    <dt>납부 회원</dt>
                    <dd>
                      {formatNumber(view.totals.members)}명 (연회비{' '}
                      {formatNumber(view.totals.annualMembers)}명, 평생회비{' '}
                      {formatNumber(view.totals.lifetimeMembers)}명)
                    </dd>
                  </div>
                  <div>
                    <dt>연회비 합계</dt>
                    <dd>{formatKoreanAmount(view.totals.annualAmount)}</dd>
                  </div>
                  <div>
                    <dt>그해 낸 평생회비</dt>
                    <dd>{formatKoreanAmount(view.totals.lifetimeAmountPaidInYear)}</dd>
                  </div>
                </dl>
                <p>
                  <button
                    type="button"
                    className="button"
                    disabled={exporting}
                    onClick={() => void exportYear()}
                  >
                    {exporting ? '만드는 중…' : `${view.year}년 납부 명단 XLSX`}
                  </button>
                </p>
                {view.entries.length > 0 ? (
                  <DuesRegisterTable year={view.year} entries={view.entries} />
                ) : (
                  <p>{view.year}년에 회비를 낸 회원이 없습니다.</p>
                )}
              </section>
            </>
          )}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}
