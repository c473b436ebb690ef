import { Link } from 'wouter';
import type { AdminApi } from '../../application/admin';
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES } from '../../domain/admin/member-summary';
import { formatNumber } from '../../domain/shared/format/number-format';
import type { AccountStatus } from '../../domain/shared/member/member-profile';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import type { PageProps } from '../shared/routing/page-registry';
import { AdminFrame } from './AdminFrame';

/** How many accounts are in each state: one short page of each list, read for its total. */
async function countsByStatus(
  admin: AdminApi,
  signal: AbortSignal,
): Promise<Readonly<Record<AccountStatus, number>>> {
  const totals = await Promise.all(
    ACCOUNT_STATUSES.map((status) =>
      admin.listMembers({ status, page: 1, size: 1 }, signal).then((found) => found.total),
    ),
  );
  return Object.fromEntries(
    ACCOUNT_STATUSES.map((status, index) => [status, totals[index] ?? 0]),
  ) as Record<AccountStatus, number>;
}

/** 관리자 홈: the members by state, the approval queue's length first, with the way to it. */
export default function AdminDashboardPage({ route }: PageProps) {
  const { admin, routes } = useAppServices();
  const counts = useLoad((signal) => countsByStatus(admin, signal));
  const queue = routes.byId('adminMembers');

  return (
    <AdminFrame route={route}>
      <h1>{route.title}</h1>
      <section aria-labelledby="admin-counts-title" aria-busy={counts.state === 'loading'}>
        <h2 id="admin-counts-title">회원 현황</h2>
        {counts.state === 'loading' ? (
          <p role="status" className="muted">
            회원 현황을 불러오는 중입니다…
          </p>
        ) : counts.state === 'failed' ? (
          <p role="alert">회원 현황을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</p>
        ) : (
          <>
            <ul className="admin-counts">
              {ACCOUNT_STATUSES.map((status) => (
                <li key={status}>
                  {ACCOUNT_STATUS_LABELS[status]}
                  <strong>{formatNumber(counts.value[status])}명</strong>
                </li>
              ))}
            </ul>
            <p>
              <Link href={queue.path} className="button button--primary">
                {counts.value.pending > 0
                  ? `승인 대기 ${formatNumber(counts.value.pending)}명 처리하기`
                  : '회원 관리로 가기'}
              </Link>
            </p>
          </>
        )}
      </section>
    </AdminFrame>
  );
}
