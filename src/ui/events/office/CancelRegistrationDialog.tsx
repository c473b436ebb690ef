import { useEffect, useId, useRef } from 'react';
import type { Attendee } from '../../../application/events';
import { formatNumber } from '../../../domain/shared/format/number-format';

/** The buttons, each with whether it refunds. */
const PAID_CHOICES = [
  ['환불하고 취소', true],
  ['환불 없이 취소', false],
] as const;
const UNPAID_CHOICES = [['신청 취소하기', false]] as const;

/**
 * Cancelling one registration for its attendee, asked once more: with the fee refunded or not
 * when one was paid online. A waiting list moves up by itself. Its heading takes the focus when
 * it opens; Escape or 돌아가기 closes it, and the focus goes back where it was.
 */
export function CancelRegistrationDialog({
  attendee,
  busy,
  onCancel,
  onClose,
}: {
  readonly attendee: Attendee;
  readonly busy: boolean;
  readonly onCancel: (refund: boolean) => void;
  readonly onClose: () => void;
}) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const opener = document.activeElement;
    heading.current?.focus();
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  const paid = attendee.payment === 'paid';
  const choices = paid ? PAID_CHOICES : UNPAID_CHOICES;
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="office-event-dialog"
      onKeyDown={(key) => {
        if (key.key === 'Escape' && !busy) onClose();
      }}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {attendee.name} 님의 신청을 취소할까요?
      </h2>
      <p>
        {paid
          ? `온라인으로 낸 참가비 ${formatNumber(attendee.amount)}원을 환불할지 골라 주세요. `
          : ''}
        자리가 나면 대기자가 순서대로 참가 확정되고 안내 메일을 받습니다.
      </p>
      <p className="office-actions">
        {choices.map(([label, refund]) => (
          <button
            key={label}
            type="button"
            className="button button--danger"
            disabled={busy}
            onClick={() => onCancel(refund)}
          >
            {label}
          </button>
        ))}
        <button type="button" className="button" disabled={busy} onClick={onClose}>
          돌아가기
        </button>
      </p>
    </div>
  );
}
