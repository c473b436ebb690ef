import { formatMinute } from '../event-texts';
import type { Attendee } from '../../../../application/events';
import { formatNumber } from '../../../../domain/shared/format/number-format';
import { classText, dueAtDoor, paymentText } from '../attendee-texts';

/** What the last check-in said: who came in, who had come before, or why not. */
export type Outcome =
  | { readonly kind: 'checkedIn' | 'already'; readonly attendee: Attendee }
  | { readonly kind: 'refused'; readonly message: string };

const HEADINGS = {
  checkedIn: '✓ 입장 확인',
  already: '! 이미 입장 확인됨',
  refused: '✕ 입장할 수 없습니다',
} as const;

/**
 * The outcome, large, in words and a sign (never colour alone), read out when it changes; with
 * the fee still to take at the door and the button to record it.
 */
export function CheckInOutcome({
  outcome,
  paying,
  onDoorPayment,
}: {
  readonly outcome: Outcome | null;
  readonly paying: boolean;
  readonly onDoorPayment: (attendee: Attendee) => void;
}) {
  return (
    <div className="check-in__outcome" role="status" aria-live="polite" aria-atomic="true">
      {outcome ? (
        <div className={`check-in__result check-in__result--${outcome.kind}`}>
          <p className="check-in__verdict">{HEADINGS[outcome.kind]}</p>
          {outcome.kind === 'refused' ? (
            <p>{outcome.message}</p>
          ) : (
            <AttendeeFacts outcome={outcome} paying={paying} onDoorPayment={onDoorPayment} />
          )}
        </div>
      ) : null}
    </div>
  );
}

function AttendeeFacts({
  outcome,
  paying,
  onDoorPayment,
}: {
  readonly outcome: Extract<Outcome, { attendee: Attendee }>;
  readonly paying: boolean;
  readonly onDoorPayment: (attendee: Attendee) => void;
}) {
  const { attendee } = outcome;
  return (
    <>
      <p className="check-in__name">
        {attendee.name} ({classText(attendee.classNumber)})
      </p>
      <ul className="check-in__facts">
        <li>
          동반 가족 {attendee.companions > 0 ? `${formatNumber(attendee.companions)}명` : '없음'}
        </li>
        <li>{paymentText(attendee)}</li>
        {outcome.kind === 'already' && attendee.attendedAt ? (
          <li>{formatMinute(attendee.attendedAt)}에 입장 확인했습니다.</li>
        ) : null}
      </ul>
      {dueAtDoor(attendee) ? (
        <p>
          <strong>현장에서 {formatNumber(attendee.amount)}원을 받아 주세요.</strong>{' '}
          <button
            type="button"
            className="button button--primary check-in__big"
            disabled={paying}
            onClick={() => onDoorPayment(attendee)}
          >
            {paying ? '기록하는 중…' : `현장 결제 ${formatNumber(attendee.amount)}원 받음`}
          </button>
        </p>
      ) : null}
    </>
  );
}
