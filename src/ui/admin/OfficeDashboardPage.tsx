import { Link } from 'wouter';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES } from '../../domain/admin/member-summary';
import type { WeekCount } from '../../domain/admin';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { AuditEntriesTable } from './AuditEntriesTable';
import { LoadedSection } from './LoadedSection';

/**
 * 관리자 홈: the members by state, the approval queue's length first, with the way to it; the
 * sign-ups per week; the last administrator actions that changed something.
 */
export default function OfficeDashboardPage({ route }: PageProps) {
  const { admin, routes } = useAppServices();
  // Numbers only: no member's data is viewed (and so none is recorded as viewed).
  const counts = useLoad((signal) => admin.memberCounts(signal));
  const recent = useLoad((signal) => admin.recentAdminActions(signal));
  const queue = routes.byId('officeMembers');

  return (
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      <LoadedSection
        id="office-counts-title"
        title="회원 현황"
        loaded={counts}
        loading="회원 현황을 불러오는 중입니다…"
        failed="회원 현황을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
      >
        {(value) => (
          <>
            <ul className="office-counts">
              {ACCOUNT_STATUSES.map((status) => (
                <li key={status}>
                  {ACCOUNT_STATUS_LABELS[status]}
                  <strong>{formatNumber(value.byStatus[status])}명</strong>
                </li>
              ))}
            </ul>
            <p>
              <Link href={queue.path} className="button button--primary">
                {value.byStatus.pending > 0
                  ? `승인 대기 ${formatNumber(value.byStatus.pending)}명 처리하기`
                  : '회원 관리로 가기'}
              </Link>
            </p>
            <SignUpWeeks weeks={value.signUpsPerWeek} />
          </>
        )}
      </LoadedSection>
      <LoadedSection
        id="office-recent-title"
        title="최근 관리 작업"
        loaded={recent}
        loading="최근 관리 작업을 불러오는 중입니다…"
        failed="최근 관리 작업을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
      >
        {(entries) =>
          entries.length === 0 ? (
            <p>아직 기록된 관리 작업이 없습니다.</p>
          ) : (
            <>
              <AuditEntriesTable caption="최근 관리 작업" entries={entries} />
              <p>
                <Link href={routes.byId('officeAuditLog').path}>감사 기록 전체 보기</Link>
              </p>
            </>
          )
        }
      </LoadedSection>
    </OfficeFrame>
  );
}

/** Sign-ups per week (Monday to Sunday in Korea), the current week last. */
function SignUpWeeks({ weeks }: { readonly weeks: readonly WeekCount[] }) {
  return (
    <table className="office-table office-weeks">
      <caption>최근 {weeks.length}주 가입 신청</caption>
      <thead>
        <tr>
          <th scope="col">주(월요일 시작)</th>
          <th scope="col" className="office-table__number">
            신청
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row">{formatDate(week.weekStart)} 주</th>
            <td className="office-table__number">{formatNumber(week.count)}명</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
