import { Link } from 'wouter';
import {
  CLASS_FIGURES_MIN_DONORS,
  type DonationStatisticsReport,
  fundAmountsByYear,
  scholarshipsByYear,
} from '../../domain/donations/figures';
import { formatKoreanAmount } from '../../domain/shared/format/korean-amount';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import type { PageProps } from '../shared/routing/page-registry';
import { ChartWithTable } from './charts/ChartWithTable';
import './DonationPages.css';

/**
 * 기부 현황 (/contribution/statistics): totals by year, by fund and by graduating year, and the
 * scholarships paid, each as a chart and as a table of the same figures.
 */
export default function DonationStatisticsPage({ route }: PageProps) {
  const { publicDonations, routes } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) =>
    publicDonations.donationStatistics(signal),
  );
  return (
    <article className="donation-page" aria-labelledby="statistics-title">
      <h1 id="statistics-title">{route.title}</h1>
      <p>
        동문과 이웃이 모아 주신 장학기금을 연도별, 기금별, 졸업 연도별로 모았습니다. 취소되거나
        정정된 기부는 바로잡은 금액으로 셉니다.
      </p>
      <p>
        <Link href={routes.byId('donate').path} className="button button--primary">
          장학기금에 기부하기
        </Link>
      </p>
      <LoadGate result={result} what="기부 현황" onRetry={retry}>
        {(report) =>
          report.years.length === 0 && report.scholarships.length === 0 ? (
            <p>아직 모금 실적이 없습니다.</p>
          ) : (
            <StatisticsSections report={report} />
          )
        }
      </LoadGate>
    </article>
  );
}

function StatisticsSections({ report }: { readonly report: DonationStatisticsReport }) {
  const yearLabels = report.years.map((each) => `${each.year}년`);
  const funds = fundAmountsByYear(report);
  const paid = scholarshipsByYear(report);
  const total = report.years.reduce((sum, each) => sum + each.totalAmount, 0);
  const latest = report.years.at(-1);
  const classes = [
    ...report.classes.map((each) => ({ ...each, label: `${each.graduationYear}년 졸업` })),
    ...(report.otherClasses ? [{ ...report.otherClasses, label: '그 밖의 졸업 연도' }] : []),
  ];
  return (
    <>
      <dl className="donation-summary">
        <div>
          <dt>누적 모금액</dt>
          <dd>{formatKoreanAmount(total)}</dd>
        </div>
        {latest ? (
          <div>
            <dt>{latest.year}년 모금액</dt>
            <dd>{formatKoreanAmount(latest.totalAmount)}</dd>
          </div>
        ) : null}
        {latest ? (
          <div>
            <dt>{latest.year}년 기부자</dt>
            <dd>{formatNumber(latest.donorCount)}명</dd>
          </div>
        ) : null}
        <div>
          <dt>누적 장학금 지급</dt>
          <dd>
            {formatKoreanAmount(paid.reduce((sum, each) => sum + each.amount, 0))}
            <span className="muted">
              {' '}
              ({formatNumber(paid.reduce((sum, each) => sum + each.students, 0))}명)
            </span>
          </dd>
        </div>
      </dl>
      {report.years.length > 0 ? (
        <ChartWithTable
          id="by-year"
          title="연도별 모금액"
          categoryHeader="연도"
          categories={yearLabels}
          series={[{ label: '모금액', values: report.years.map((each) => each.totalAmount) }]}
          counts={[
            {
              header: '기부 건수',
              unit: '건',
              values: report.years.map((each) => each.donationCount),
            },
            {
              header: '기부자 수',
              unit: '명',
              values: report.years.map((each) => each.donorCount),
            },
          ]}
        />
      ) : null}
      {funds.funds.length > 0 ? (
        <ChartWithTable
          id="by-fund"
          title="기금별 모금액"
          categoryHeader="연도"
          categories={funds.years.map((year) => `${year}년`)}
          series={funds.funds.map((fund) => ({ label: fund.name, values: fund.values }))}
          stacked
          withTotal={funds.funds.length > 1}
        />
      ) : null}
      {classes.length > 0 ? (
        <ChartWithTable
          id="by-class"
          title="졸업 연도별 모금액"
          categoryHeader="졸업 연도"
          categories={classes.map((each) => each.label)}
          series={[{ label: '모금액', values: classes.map((each) => each.totalAmount) }]}
          counts={[
            { header: '기부자 수', unit: '명', values: classes.map((each) => each.donorCount) },
          ]}
          note={`기부자가 ${CLASS_FIGURES_MIN_DONORS}명이 안 되는 졸업 연도는 한 분의 기부액이 드러나지 않도록 '그 밖의 졸업 연도'로 묶었습니다.`}
        />
      ) : null}
      {paid.length > 0 ? (
        <ChartWithTable
          id="scholarships"
          title="장학금 지급 실적"
          categoryHeader="연도"
          categories={paid.map((each) => `${each.year}년`)}
          series={[{ label: '지급액', values: paid.map((each) => each.amount) }]}
          counts={[{ header: '장학생 수', unit: '명', values: paid.map((each) => each.students) }]}
        />
      ) : null}
    </>
  );
}
