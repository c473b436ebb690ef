import { Link } from 'wouter';
import { type MemberSummary, REJECTION_REASON_MAX_LENGTH } from '../../domain/admin/member-summary';
import { MemberFacts, memberDetailHref, NamesakeWarning } from './MemberFacts';
import { ReasonForm } from './ReasonForm';

/** One application in the queue: who, what they gave, a warning, and the decisions. */
export function ApplicantCard({
  applicant,
  ticked,
  rejecting,
  busy,
  onTick,
  onApprove,
  onStartRejecting,
  onReject,
  onCancelRejecting,
}: {
  readonly applicant: MemberSummary;
  readonly ticked: boolean;
  readonly rejecting: boolean;
  readonly busy: boolean;
  readonly onTick: () => void;
  readonly onApprove: () => void;
  readonly onStartRejecting: () => void;
  readonly onReject: (reason: string) => void;
  readonly onCancelRejecting: () => void;
}) {
  const { name, userId } = applicant;
  return (
    <li className="applicant">
      <div className="applicant__head">
        <input
          id={`tick-${userId}`}
          type="checkbox"
          checked={ticked}
          onChange={onTick}
          aria-label={`${name}(${userId}) 선택`}
        />
        <h3>
          <Link href={memberDetailHref(userId)}>
            {name} ({userId})
          </Link>
        </h3>
      </div>
      <MemberFacts member={applicant} />
      <NamesakeWarning member={applicant} />
      {rejecting ? (
        <ReasonForm
          label={`${name}님의 가입 신청을 거절하는 사유`}
          hint="사유는 신청자에게 메일로 전해집니다."
          maxLength={REJECTION_REASON_MAX_LENGTH}
          submitLabel="거절하기"
          busy={busy}
          onSubmit={onReject}
          onCancel={onCancelRejecting}
        />
      ) : (
        <p className="admin-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={onApprove}
            aria-label={`${name} 승인`}
          >
            승인
          </button>
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={onStartRejecting}
            aria-label={`${name} 거절`}
          >
            거절
          </button>
        </p>
      )}
    </li>
  );
}
