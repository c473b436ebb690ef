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
        <p className="office-actions">
          {(
            [
              ['승인', onApprove, 'button button--primary'],
              ['거절', onStartRejecting, 'button'],
            ] as const
          ).map(([decision, onClick, className]) => (
            <button
              key={decision}
              type="button"
              className={className}
              disabled={busy}
              onClick={onClick}
              aria-label={`${name} ${decision}`}
            >
              {decision}
            </button>
          ))}
        </p>
      )}
    </li>
  );
}
