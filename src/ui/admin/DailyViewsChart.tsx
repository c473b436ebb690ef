import { formatShortDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { axisTicks, dayLabelIndexes } from './chart-axes';

const PLOT_HEIGHT = 160;
const BAR_GAP = 2;
/** Room around the bars for the axes' numbers, dates and titles (viewBox units). */
const MARGIN = { top: 12, right: 16, bottom: 48, left: 64 } as const;

/**
 * All menus' views per day as bars over two labelled axes (조회 수 up the side, 날짜 along the
 * bottom): a picture of the figures the table beside it gives, so the picture itself is one image
 * with a short description for screen readers.
 */
export function DailyViewsChart({
  days,
  totals,
}: {
  readonly days: readonly string[];
  readonly totals: readonly number[];
}) {
  const ticks = axisTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const plotWidth = Math.max(days.length * 14, 480);
  const barWidth = plotWidth / Math.max(days.length, 1);
  const width = MARGIN.left + plotWidth + MARGIN.right;
  const height = MARGIN.top + PLOT_HEIGHT + MARGIN.bottom;
  const baseline = MARGIN.top + PLOT_HEIGHT;
  const yOf = (views: number) => baseline - (views / top) * PLOT_HEIGHT;
  const busiest = totals.indexOf(Math.max(...totals));
  const description =
    totals.length === 0 || Math.max(...totals) === 0
      ? '기간 중 조회가 없습니다.'
      : `날짜별 전체 조회 수 막대그래프. 가장 많은 날은 ${formatShortDate(days[busiest] ?? '')} ${formatNumber(totals[busiest] ?? 0)}회입니다.`;
  return (
    <figure className="office-chart">
      <svg role="img" aria-label={description} viewBox={`0 0 ${width} ${height}`} width="100%">
        {ticks.map((tick) => (
          <g key={tick} className="office-chart__tick">
            <line x1={MARGIN.left} x2={MARGIN.left + plotWidth} y1={yOf(tick)} y2={yOf(tick)} />
            <text x={MARGIN.left - 6} y={yOf(tick)} textAnchor="end" dominantBaseline="middle">
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {totals.map((views, index) => (
          <rect
            key={days[index]}
            x={MARGIN.left + index * barWidth + BAR_GAP / 2}
            y={yOf(views)}
            width={Math.max(barWidth - BAR_GAP, 1)}
            height={baseline - yOf(views)}
            className="office-chart__bar"
          />
        ))}
        <line
          className="office-chart__axis"
          x1={MARGIN.left}
          x2={MARGIN.left + plotWidth}
          y1={baseline}
          y2={baseline}
        />
        <line
          className="office-chart__axis"
          x1={MARGIN.left}
          x2={MARGIN.left}
          y1={MARGIN.top}
          y2={baseline}
        />
        {dayLabelIndexes(days.length).map((index) => (
          <text
            key={days[index]}
            className="office-chart__label"
            x={MARGIN.left + (index + 0.5) * barWidth}
            y={baseline + 16}
            textAnchor="middle"
          >
            {formatShortDate(days[index] ?? '')}
          </text>
        ))}
        <text
          className="office-chart__title"
          x={MARGIN.left + plotWidth / 2}
          y={height - 6}
          textAnchor="middle"
        >
          날짜
        </text>
        <text
          className="office-chart__title"
          transform={`translate(14 ${MARGIN.top + PLOT_HEIGHT / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          조회 수(회)
        </text>
      </svg>
      <figcaption className="muted">
        {formatShortDate(days[0] ?? '')} – {formatShortDate(days.at(-1) ?? '')} 날짜별 전체 조회 수.
        같은 수치를 아래 표로도 볼 수 있습니다.
      </figcaption>
    </figure>
  );
}
