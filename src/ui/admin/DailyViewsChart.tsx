import { formatShortDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';

const HEIGHT = 160;
const BAR_GAP = 2;

/**
 * All menus' views per day as bars: a picture of the figures the table beside it gives, so the
 * picture itself is one image with a short description for screen readers.
 */
export function DailyViewsChart({
  days,
  totals,
}: {
  readonly days: readonly string[];
  readonly totals: readonly number[];
}) {
  const highest = Math.max(1, ...totals);
  const width = Math.max(days.length * 12, 240);
  const barWidth = width / Math.max(days.length, 1);
  const busiest = totals.indexOf(Math.max(...totals));
  const description =
    totals.length === 0 || Math.max(...totals) === 0
      ? '기간 중 조회가 없습니다.'
      : `날짜별 전체 조회 수 막대그래프. 가장 많은 날은 ${formatShortDate(days[busiest] ?? '')} ${formatNumber(totals[busiest] ?? 0)}회입니다.`;
  return (
    <figure className="office-chart">
      <svg
        role="img"
        aria-label={description}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        width="100%"
        height={HEIGHT}
      >
        {totals.map((views, index) => {
          const barHeight = (views / highest) * (HEIGHT - 4);
          return (
            <rect
              key={days[index]}
              x={index * barWidth + BAR_GAP / 2}
              y={HEIGHT - barHeight}
              width={Math.max(barWidth - BAR_GAP, 1)}
              height={barHeight}
              className="office-chart__bar"
            />
          );
        })}
      </svg>
      <figcaption className="muted">
        {formatShortDate(days[0] ?? '')} – {formatShortDate(days.at(-1) ?? '')} 날짜별 전체 조회 수
        (가장 높은 막대 {formatNumber(highest)}회)
      </figcaption>
    </figure>
  );
}
