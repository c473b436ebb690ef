import { type AttendanceRow, attendanceRowLabel } from '../../../domain/events';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';

const ROW_HEIGHT = 28;
const BAR_HEIGHT = 18;
const LABEL_WIDTH = 96;
const PLOT_WIDTH = 360;
const FIGURE_WIDTH = 120;

/**
 * After the event, who came by 기수 (issue 33, item 7): a picture for the eye (each 기수's
 * people who came over those registered) and the same figures as a table, which is what screen
 * readers and a narrow screen read. The picture is one image with a short description.
 */
export function AttendanceByClass({ rows }: { readonly rows: readonly AttendanceRow[] }) {
  const title = '기수별 참석';
  if (rows.length === 0) {
    return (
      <section aria-labelledby="attendance-by-class-title">
        <h2 id="attendance-by-class-title">{title}</h2>
        <p>참가 확정된 신청이 없습니다.</p>
      </section>
    );
  }
  return (
    <section aria-labelledby="attendance-by-class-title">
      <h2 id="attendance-by-class-title">{title}</h2>
      <AttendanceChart rows={rows} />
      <SidewaysScroll label={`${title} 표`}>
        <table className="office-table">
          <caption>{title} 표</caption>
          <thead>
            <tr>
              <th scope="col">기수</th>
              <th scope="col" className="office-table__number">
                참가 확정
              </th>
              <th scope="col" className="office-table__number">
                참석
              </th>
              <th scope="col" className="office-table__number">
                참석률
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.classNumber ?? 'none'}>
                <th scope="row">{attendanceRowLabel(row.classNumber)}</th>
                <td className="office-table__number">
                  {formatNumber(row.registrations)}건 ({formatNumber(row.people)}명)
                </td>
                <td className="office-table__number">
                  {formatNumber(row.attended)}건 ({formatNumber(row.attendedPeople)}명)
                </td>
                <td className="office-table__number">{rateOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </SidewaysScroll>
    </section>
  );
}

/** People who came over people registered, as a whole percentage. */
function rateOf(row: AttendanceRow): string {
  return row.people === 0 ? '-' : `${Math.round((row.attendedPeople / row.people) * 100)}%`;
}

function AttendanceChart({ rows }: { readonly rows: readonly AttendanceRow[] }) {
  const most = Math.max(1, ...rows.map((row) => row.people));
  const widthOf = (people: number) => (people / most) * PLOT_WIDTH;
  const width = LABEL_WIDTH + PLOT_WIDTH + FIGURE_WIDTH;
  const height = rows.length * ROW_HEIGHT + 8;
  const came = rows.reduce((sum, row) => sum + row.attendedPeople, 0);
  const registered = rows.reduce((sum, row) => sum + row.people, 0);
  const description =
    `기수별 참석 인원 막대그래프. ${formatNumber(rows.length)}개 기수에서 참가 확정 ` +
    `${formatNumber(registered)}명 중 ${formatNumber(came)}명이 참석했습니다.`;
  return (
    <figure className="office-chart">
      <svg role="img" aria-label={description} viewBox={`0 0 ${width} ${height}`} width="100%">
        {rows.map((row, index) => {
          const y = 4 + index * ROW_HEIGHT;
          return (
            <g key={row.classNumber ?? 'none'}>
              <text
                x={LABEL_WIDTH - 8}
                y={y + BAR_HEIGHT / 2}
                textAnchor="end"
                dominantBaseline="middle"
              >
                {attendanceRowLabel(row.classNumber)}
              </text>
              <rect
                className="office-attendance-chart__registered"
                x={LABEL_WIDTH}
                y={y}
                width={Math.max(widthOf(row.people), 1)}
                height={BAR_HEIGHT}
              />
              <rect
                className="office-attendance-chart__bar"
                x={LABEL_WIDTH}
                y={y}
                width={widthOf(row.attendedPeople)}
                height={BAR_HEIGHT}
              />
              <text
                x={LABEL_WIDTH + PLOT_WIDTH + 8}
                y={y + BAR_HEIGHT / 2}
                dominantBaseline="middle"
              >
                {formatNumber(row.attendedPeople)}/{formatNumber(row.people)}명
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">
        짙은 막대는 참석한 사람, 옅은 막대는 참가 확정된 사람(동반 가족 포함)입니다. 같은 수치를
        아래 표로도 볼 수 있습니다.
      </figcaption>
    </figure>
  );
}
