import { formatKoreanAmount } from '../../../domain/shared/format/korean-amount';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';
import { BarChart, type BarSeries } from './BarChart';

/** A column of counts beside the charted amounts (기부자 수, 장학생 수 …). */
export interface CountColumn {
  readonly header: string;
  readonly unit: string;
  readonly values: readonly number[];
}

export interface ChartWithTableProps {
  readonly id: string;
  readonly title: string;
  /** The first column's header: what a category is (연도, 졸업 연도). */
  readonly categoryHeader: string;
  readonly categories: readonly string[];
  /** Amounts in won, charted as bars and written in Korean units in the table. */
  readonly series: readonly BarSeries[];
  readonly counts?: readonly CountColumn[];
  readonly stacked?: boolean;
  /** A 합계 column when several series are stacked. */
  readonly withTotal?: boolean;
  /** How the figures were made, under the table. */
  readonly note?: string;
}

/**
 * A section with its chart and the same figures as a table (issue 14): the chart for the eye,
 * the table for exact amounts, screen readers, a narrow screen and the page before the chart
 * library has loaded.
 */
export function ChartWithTable({
  id,
  title,
  categoryHeader,
  categories,
  series,
  counts = [],
  stacked = false,
  withTotal = false,
  note,
}: ChartWithTableProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      <BarChart
        spec={{ categories, series, stacked }}
        label={`${title} 막대그래프. 같은 수치를 아래 표에 싣습니다.`}
      />
      <SidewaysScroll label={`${title} 표`}>
        <table className="donation-table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{categoryHeader}</th>
              {series.map((each) => (
                <th key={each.label} scope="col" className="number">
                  {each.label}
                </th>
              ))}
              {withTotal ? (
                <th scope="col" className="number">
                  합계
                </th>
              ) : null}
              {counts.map((column) => (
                <th key={column.header} scope="col" className="number">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {categories.map((category, row) => (
              <tr key={category}>
                <th scope="row">{category}</th>
                {series.map((each) => (
                  <td key={each.label} className="number">
                    {formatKoreanAmount(each.values[row] ?? 0)}
                  </td>
                ))}
                {withTotal ? (
                  <td className="number">
                    {formatKoreanAmount(
                      series.reduce((sum, each) => sum + (each.values[row] ?? 0), 0),
                    )}
                  </td>
                ) : null}
                {counts.map((column) => (
                  <td key={column.header} className="number">
                    {formatNumber(column.values[row] ?? 0)}
                    {column.unit}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
      {note ? <p className="muted">{note}</p> : null}
    </section>
  );
}
