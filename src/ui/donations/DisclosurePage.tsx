import type { DisclosureYear } from '../../domain/donations/disclosure';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { FileDownloadButton } from '../shared/files/FileDownloadButton';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';
import './DonationPages.css';

/**
 * 기부금 공개 (/contribution/info, 기부금 모금액 및 활용실적): every year's collected and used
 * amounts in one table, then each year's uses and its report to download, newest year first.
 */
export default function DisclosurePage({ route }: PageProps) {
  const { publicDonations } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) =>
    publicDonations.donationDisclosure(signal),
  );
  return (
    <article className="donation-page" aria-labelledby="disclosure-title">
      <h1 id="disclosure-title">{route.title}</h1>
      <p>
        총동문회가 해마다 모은 장학기금과 그 쓰임(기부금 모금액 및 활용실적)을 공개합니다. 연간
        보고서는 결산을 마친 뒤 올립니다.
      </p>
      <LoadGate result={result} what="기부금 공개 자료" onRetry={retry}>
        {(years) =>
          years.length === 0 ? (
            <p>아직 공개할 모금 실적이 없습니다.</p>
          ) : (
            <>
              <YearsTable years={years} />
              {years.map((year) => (
                <YearSection key={year.year} year={year} />
              ))}
            </>
          )
        }
      </LoadGate>
    </article>
  );
}

function YearsTable({ years }: { readonly years: readonly DisclosureYear[] }) {
  return (
    <SidewaysScroll label="연도별 모금액과 사용액 표">
      <table className="donation-table">
        <caption>연도별 모금액과 사용액</caption>
        <thead>
          <tr>
            <th scope="col">연도</th>
            <th scope="col" className="number">
              모금액
            </th>
            <th scope="col" className="number">
              기부자
            </th>
            <th scope="col" className="number">
              사용액
            </th>
          </tr>
        </thead>
        <tbody>
          {years.map((year) => (
            <tr key={year.year}>
              <th scope="row">
                <a href={`#disclosure-${year.year}`}>{year.year}년</a>
              </th>
              <td className="number">{formatKoreanAmount(year.collectedAmount)}</td>
              <td className="number">{formatNumber(year.donorCount)}명</td>
              <td className="number">{formatKoreanAmount(year.usedAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}

function YearSection({ year }: { readonly year: DisclosureYear }) {
  const titleId = `disclosure-${year.year}`;
  return (
    <section className="disclosure__year" aria-labelledby={titleId}>
      <h2 id={titleId} tabIndex={-1}>
        {year.year}년{' '}
        <span className="muted">
          모금액 {formatKoreanAmount(year.collectedAmount)} · 기부자 {formatNumber(year.donorCount)}
          명
        </span>
      </h2>
      <SidewaysScroll label={`${year.year}년 기부금 활용실적 표`}>
        <table className="donation-table">
          <caption>{year.year}년 기부금 활용실적</caption>
          <thead>
            <tr>
              <th scope="col">용도</th>
              <th scope="col" className="number">
                금액
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                장학금 지급
                {year.scholarshipStudents > 0
                  ? ` (장학생 ${formatNumber(year.scholarshipStudents)}명)`
                  : ''}
              </th>
              <td className="number">{formatKoreanAmount(year.scholarshipAmount)}</td>
            </tr>
            {year.uses.map((use, index) => (
              <tr key={`${use.purpose}-${index}`}>
                <th scope="row">{use.purpose}</th>
                <td className="number">{formatKoreanAmount(use.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">사용액 합계</th>
              <td className="number">{formatKoreanAmount(year.usedAmount)}</td>
            </tr>
          </tfoot>
        </table>
      </SidewaysScroll>
      <p className="disclosure__report">
        {year.report ? (
          <>
            연간 보고서: <FileDownloadButton file={year.report} />
          </>
        ) : (
          <span className="muted">{year.year}년 보고서는 아직 올리지 않았습니다.</span>
        )}
      </p>
    </section>
  );
}
