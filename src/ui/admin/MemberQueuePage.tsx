import { useState } from 'react';
import { useSearch } from 'wouter';
import type { MemberSummary } from '../../domain/admin/member-summary';
import { MEMBER_QUEUE_PAGE_SIZE } from '../../domain/admin/member-summary';
import { formatDate } from '../../domain/shared/format/date-format';
import { formatNumber } from '../../domain/shared/format/number-format';
import { MAX_PAGE_NUMBER } from '../../domain/shared/paging/page';
import { useAppServices } from '../shared/app/app-services';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { AdminFrame } from './AdminFrame';
import { LoadedSection } from './LoadedSection';
import { RejectForm } from './RejectForm';

/** The page of the queue in the address (`?page=2`); 1 for anything else. */
function pageOf(search: string): number {
  const page = Number(new URLSearchParams(search).get('page'));
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE_NUMBER ? page : 1;
}

/**
 * 회원 관리: the applications waiting for approval, oldest first. The office approves one, or
 * several ticked at once, or turns one down with a reason; each applicant is mailed the outcome.
 */
export default function MemberQueuePage({ route }: PageProps) {
  const { admin, notifier } = useAppServices();
  const page = pageOf(useSearch());
  const [version, setVersion] = useState(0);
  const loaded = useLoad(
    (signal) =>
      admin.listMembers({ status: 'pending', page, size: MEMBER_QUEUE_PAGE_SIZE }, signal),
    `${page}#${version}`,
  );
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // One decision after another; what is done stays done when a later one is refused.
  const decide = async (work: () => Promise<string>) => {
    setBusy(true);
    setFailure(null);
    try {
      notifier.success(await work());
      setRejecting(null);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '처리하지 못했습니다.');
    } finally {
      setBusy(false);
      setTicked(new Set());
      setVersion((count) => count + 1);
    }
  };
  const approve = (userIds: readonly string[]) =>
    decide(async () => {
      for (const userId of userIds) await admin.approveMember(userId);
      return `${formatNumber(userIds.length)}명의 가입을 승인했습니다. 안내 메일을 보냈습니다.`;
    });
  const reject = (applicant: MemberSummary, reason: string) =>
    decide(async () => {
      await admin.rejectMember(applicant.userId, reason);
      return `${applicant.name}님의 가입 신청을 거절했습니다. 사유를 메일로 보냈습니다.`;
    });
  const toggle = (userId: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(userId)) next.add(userId);
      return next;
    });

  return (
    <AdminFrame route={route}>
      <h1>{route.title}</h1>
      {failure ? <p role="alert">{failure}</p> : null}
      <LoadedSection
        id="queue-title"
        title={`가입 승인 대기${loaded.state === 'ready' ? ` ${formatNumber(loaded.value.total)}명` : ''}`}
        loaded={loaded}
        loading="신청 목록을 불러오는 중입니다…"
        failed="신청 목록을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
      >
        {(found) =>
          found.total === 0 ? (
            <p>승인을 기다리는 가입 신청이 없습니다.</p>
          ) : (
            <>
              <p className="admin-actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || ticked.size === 0}
                  onClick={() => void approve([...ticked])}
                >
                  선택한 {formatNumber(ticked.size)}명 승인
                </button>
              </p>
              <div className="admin-table-scroll">
                <table className="admin-table">
                  <caption className="visually-hidden">가입 승인 대기 목록</caption>
                  <thead>
                    <tr>
                      <th scope="col">선택</th>
                      <th scope="col">이름(아이디)</th>
                      <th scope="col">졸업 연도·기수</th>
                      <th scope="col">이메일</th>
                      <th scope="col">신청일</th>
                      <th scope="col">처리</th>
                    </tr>
                  </thead>
                  <tbody>
                    {found.items.map((applicant) => (
                      <tr key={applicant.userId}>
                        <td>
                          <input
                            type="checkbox"
                            checked={ticked.has(applicant.userId)}
                            onChange={() => toggle(applicant.userId)}
                            aria-label={`${applicant.name}(${applicant.userId}) 선택`}
                          />
                        </td>
                        <th scope="row">
                          {applicant.name} ({applicant.userId})
                        </th>
                        <td>
                          {applicant.graduationYear}년 졸업 · {applicant.classNumber}기
                        </td>
                        <td>{applicant.email}</td>
                        <td>{formatDate(applicant.createdAt)}</td>
                        <td>
                          {rejecting === applicant.userId ? (
                            <RejectForm
                              applicantName={applicant.name}
                              busy={busy}
                              onReject={(reason) => void reject(applicant, reason)}
                              onCancel={() => setRejecting(null)}
                            />
                          ) : (
                            <p className="admin-actions">
                              <button
                                type="button"
                                className="button button--primary"
                                disabled={busy}
                                onClick={() => void approve([applicant.userId])}
                                aria-label={`${applicant.name} 승인`}
                              >
                                승인
                              </button>
                              <button
                                type="button"
                                className="button"
                                disabled={busy}
                                onClick={() => setRejecting(applicant.userId)}
                                aria-label={`${applicant.name} 거절`}
                              >
                                거절
                              </button>
                            </p>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination
                page={found.page}
                total={found.total}
                size={found.size}
                label="가입 신청 목록 페이지"
                hrefOf={(target) => `${route.path}?page=${target}`}
              />
            </>
          )
        }
      </LoadedSection>
    </AdminFrame>
  );
}
