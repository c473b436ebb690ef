import { useEffect, useId } from 'react';
import type { OfficeEvent } from '../../../application/events';
import { EVENT_LIMITS, eventCancelReasonRefusal } from '../../../domain/events';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal, SubmitButton, TextAreaField } from '../../shared/forms/kit';
import { useForm } from '../../shared/forms/use-form';

const RULES = { reason: eventCancelReasonRefusal };

/**
 * Cancelling an event, asked once more: what it does (every registration cancelled, paid fees
 * refunded, attendees mailed) and why, for the mail. The reason takes the focus when it opens;
 * Escape or 돌아가기 closes it and the focus goes back to the button that opened it.
 */
export function CancelEventDialog({
  event,
  onClose,
}: {
  readonly event: OfficeEvent;
  readonly onClose: (cancelled: boolean) => void;
}) {
  const { officeEvents, notifier } = useAppServices();
  const titleId = useId();
  const form = useForm({
    initial: { reason: '' },
    rules: RULES,
    failure: '행사를 취소하지 못했습니다.',
    onSubmit: async ({ reason }) => {
      await officeEvents.cancelEvent(event.eventId, reason.trim());
      notifier.success(
        '행사를 취소했습니다. 신청자에게 안내 메일을 보내고 낸 참가비를 환불합니다.',
      );
      onClose(true);
    },
  });
  const fieldId = form.idOf('reason');
  useEffect(() => {
    document.getElementById(fieldId)?.focus();
  }, [fieldId]);
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className="office-event-dialog"
      onKeyDown={(key) => {
        if (key.key === 'Escape' && !form.submitting) onClose(false);
      }}
    >
      <h2 id={titleId}>「{event.draft.title}」 행사를 취소할까요?</h2>
      <p>
        모든 신청({event.counts.confirmed + event.counts.waiting}건)이 취소되고, 결제한 참가비는
        환불되며, 신청자 모두에게 취소 안내 메일이 갑니다. 되돌릴 수 없습니다.
      </p>
      <form {...form.formProps}>
        <TextAreaField
          form={form}
          name="reason"
          label="취소 사유"
          required
          hint={`신청자에게 보내는 메일에 들어갑니다. ${EVENT_LIMITS.cancelReasonLength}자까지 쓸 수 있습니다.`}
          rows={3}
          maxLength={EVENT_LIMITS.cancelReasonLength}
        />
        <FormRefusal message={form.formError} />
        <p className="office-actions">
          <SubmitButton submitting={form.submitting} busyLabel="취소하는 중…" inline danger>
            행사 취소하기
          </SubmitButton>
          <button
            type="button"
            className="button"
            disabled={form.submitting}
            onClick={() => onClose(false)}
          >
            돌아가기
          </button>
        </p>
      </form>
    </div>
  );
}
