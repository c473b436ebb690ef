import { useLocation, useSearch } from 'wouter';
import {
  checkStatisticsPeriod,
  type MenuStatistics,
  type StatisticsPeriod,
} from '../../domain/access-log';
import { formatCalendarDate } from '../../domain/shared/calendar/calendar-date';
import { calendarDateOf, formatShortDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { DailyViewsChart } from './DailyViewsChart';
import { LoadedSection } from './LoadedSection';
import { FormRefusal, SubmitButton } from '../shared/forms/kit';
import { useForm } from '../shared/forms/use-form';
import { PeriodInputs } from './PeriodInputs';
import { SidewaysScroll } from '../shared/tables/SidewaysScroll';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The period in the address (`?from=…&to=…`), or the last seven days in Korea. */
function periodOf(search: string, now: Date): StatisticsPeriod {
  const parameters = new URLSearchParams(search);
  const checked = checkStatisticsPeriod(parameters.get('from') ?? '', parameters.get('to') ?? '');
  if (checked.ok) return checked.value;
  const day = (offset: number) =>
    formatCalendarDate(calendarDateOf(now.getTime() + offset * DAY_MS));
  return { from: day(-6), to: day(0) };
}

/**
 * 메뉴 접속 통계: how often each menu was viewed on each day of a period (at most 92 days), as a
 * chart of the daily totals and as tables with every figure.
 */
export default function MenuStatisticsPage({ route }: PageProps) {
  const { admin, clock, routes } = useAppServices();
  const [, navigate] = useLocation();
  const period = periodOf(useSearch(), clock.now());
  const form = useForm<StatisticsPeriod>({
    initial: period,
    rules: {},
    onSubmit: async (draft) => {
      const checked = checkStatisticsPeriod(draft.from, draft.to);
      if (!checked.ok) {
        form.refuse(checked.message);
        return;
      }
      navigate(`${route.path}?from=${checked.value.from}&to=${checked.value.to}`);
    },
  });
  const statistics = useLoad(
    (signal) => admin.menuStatistics(period, signal),
    `${period.from}~${period.to}`,
  );
  const titleOf = (path: string) => {
    const known = routes.resolve(path);
    return known.id === 'notFound' ? null : known.title;
  };

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <form {...form.formProps} className="form form--filters" aria-label="기간">
        <PeriodInputs form={form} fromName="from" toName="to" />
        <SubmitButton inline submitting={form.submitting} busyLabel="조회하는 중…">
          조회
        </SubmitButton>
        <FormRefusal message={form.formError} />
      </form>
      <LoadedSection
        id="statistics-title"
        title={`${formatShortDate(period.from)} – ${formatShortDate(period.to)} 조회 수`}
        loaded={statistics}
        loading="통계를 불러오는 중입니다…"
        failed="통계를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
      >
        {(value) => <StatisticsTables statistics={value} titleOf={titleOf} />}
      </LoadedSection>
    </OfficeFrame>
  );
}

function StatisticsTables({
  statistics,
  titleOf,
}: {
  readonly statistics: MenuStatistics;
  readonly titleOf: (path: string) => string | null;
}) {
  if (statistics.menus.length === 0) return <p>이 기간에는 메뉴 조회 기록이 없습니다.</p>;
  const total = statistics.dayTotals.reduce((sum, views) => sum + views, 0);
  return (
    <>
      <DailyViewsChart days={statistics.days} totals={statistics.dayTotals} />
      <SidewaysScroll label="메뉴별·날짜별 조회 수 표">
        <table className="office-table">
          <caption>메뉴별·날짜별 조회 수 (전체 {formatNumber(total)}회)</caption>
          <thead>
            <tr>
              <th scope="col">메뉴</th>
              <th scope="col" className="office-table__number">
                합계
              </th>
              {statistics.days.map((day) => (
                <th key={day} scope="col" className="office-table__number">
                  {formatShortDate(day)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {statistics.menus.map((menu) => (
              <tr key={menu.menuPath}>
                <th scope="row">
                  <MenuName path={menu.menuPath} title={titleOf(menu.menuPath)} />
                </th>
                <td className="office-table__number">{formatNumber(menu.total)}</td>
                {menu.perDay.map((views, index) => (
                  <td key={statistics.days[index]} className="office-table__number">
                    {formatNumber(views)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">날짜별 합계</th>
              <td className="office-table__number">{formatNumber(total)}</td>
              {statistics.dayTotals.map((views, index) => (
                <td key={statistics.days[index]} className="office-table__number">
                  {formatNumber(views)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </SidewaysScroll>
    </>
  );
}

/** A menu by its screen's title, its path beside it; the path alone when no screen has it. */
function MenuName({ path, title }: { readonly path: string; readonly title: string | null }) {
  if (title === null) return <>{path}</>;
  return (
    <>
      {title}
      <span className="muted"> ({path})</span>
    </>
  );
}
