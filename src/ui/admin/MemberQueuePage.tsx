import { useState } from 'react';
import { useSearch } from 'wouter';
import {
  type BatchApproval,
  MEMBER_QUEUE_PAGE_SIZE,
  type MemberSummary,
} from '../../domain/admin/member-summary';
import { formatNumber } from '../../domain/shared/format/number-format';
import { pageNumberOf } from '../../domain/shared/paging/page';
import { useAppServices } from '../shared/app/app-services';
import { useRefusalReason } from '../shared/forms/use-refusal-reason';
import { useLoad } from '../shared/load/use-load';
import { Pagination } from '../shared/paging/Pagination';
import type { PageProps } from '../shared/routing/page-registry';
import { OfficeFrame } from './OfficeFrame';
import { LoadedSection } from './LoadedSection';
import { ApplicantCard } from './ApplicantCard';

/** The page of the queue in the address (`?page=2`); 1 for anything else. */
function pageOf(search: string): number {
  return pageNumberOf(new URLSearchParams(search).get('page'));
}

/**
 * 회원 관리: the applications waiting for approval, oldest first, each with what the applicant
 * gave and a warning where another account has the same name and birth date. The office
 * approves one, or several ticked at once (each refusal said), or turns one down with a reason;
 * each applicant is mailed the outcome.
 */
export default function MemberQueuePage({ route }: PageProps) {
  const { admin, notifier } = useAppServices();
  const reasonOf = useRefusalReason();
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

  const [outcome, setOutcome] = useState<BatchApproval | null>(null);

  // One decision at a time; the list is read again after each.
  const decide = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setFailure(null);
    setOutcome(null);
    try {
      const done = await work();
      if (done) notifier.success(done);
      setRejecting(null);
    } catch (error) {
      setFailure(reasonOf(error, '처리하지 못했습니다.'));
    } finally {
      setBusy(false);
      setTicked(new Set());
      setVersion((count) => count + 1);
    }
  };
  const approve = (userIds: readonly string[]) =>
    decide(async () => {
      const result = await admin.approveMembers(userIds);
      setOutcome(result);
      return result.approved.length > 0
        ? `${formatNumber(result.approved.length)}명의 가입을 승인했습니다. 안내 메일을 보냈습니다.`
        : null;
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
    <OfficeFrame route={route}>
      <h1>{route.title}</h1>
      {failure ? <p role="alert">{failure}</p> : null}
      {outcome && outcome.refused.length > 0 ? (
        <div role="alert" className="member-warning">
          <p>
            {formatNumber(outcome.approved.length)}명을 승인했고,{' '}
            {formatNumber(outcome.refused.length)}명은 처리하지 못했습니다.
          </p>
          <ul>
            {outcome.refused.map(({ userId, message }) => (
              <li key={userId}>
                {userId}: {message}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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
              <p className="office-actions">
                <button
                  type="button"
                  className="button button--primary"
                  disabled={busy || ticked.size === 0}
                  onClick={() => void approve([...ticked])}
                >
                  선택한 {formatNumber(ticked.size)}명 승인
                </button>
              </p>
              <ul className="applicants" aria-label="가입 승인 대기 목록">
                {found.items.map((applicant) => (
                  <ApplicantCard
                    key={applicant.userId}
                    applicant={applicant}
                    ticked={ticked.has(applicant.userId)}
                    rejecting={rejecting === applicant.userId}
                    busy={busy}
                    onTick={() => toggle(applicant.userId)}
                    onApprove={() => void approve([applicant.userId])}
                    onStartRejecting={() => setRejecting(applicant.userId)}
                    onReject={(reason) => void reject(applicant, reason)}
                    onCancelRejecting={() => setRejecting(null)}
                  />
                ))}
              </ul>
              <Pagination
                of={found}
                label="가입 신청 목록 페이지"
                hrefOf={(target) => `${route.path}?page=${target}`}
              />
            </>
          )
        }
      </LoadedSection>
    </OfficeFrame>
  );
}
