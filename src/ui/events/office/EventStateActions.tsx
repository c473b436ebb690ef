import { formatMinute } from './event-texts';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import type { OfficeEvent } from '../../../application/events';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/kit';
import { useAction } from '../../shared/forms/use-action';
import { CancelEventDialog } from './CancelEventDialog';
import { checkInHref, eventPageHref } from './event-links';
import { seatsText } from './event-texts';

/**
 * What the office does with a saved event: publish a draft, close registration of a published
 * one (and open it again), or cancel it (asking the reason first); and the ways to its attendees and the door.
 */
export function EventStateActions({
  event,
  onChanged,
}: {
  readonly event: OfficeEvent;
  readonly onChanged: () => void;
}) {
  const { officeEvents, notifier, routes } = useAppServices();
  const action = useAction();
  const [cancelling, setCancelling] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const act = (call: () => Promise<void>, done: string, failure: string) =>
    void action.run(async () => {
      await call();
      notifier.success(done);
      onChanged();
    }, failure);
  const { eventId, state, counts } = event;
  return (
    <section className="office-event-state" aria-labelledby="office-event-state-title">
      <h2 id="office-event-state-title">공개와 신청</h2>
      <p>
        신청 {seatsText(counts)}, 대기 {counts.waiting}건, 입장 {counts.attended}건
        {event.publishedAt ? ` · ${formatMinute(event.publishedAt)} 공개` : ''}
        {event.cancelledAt ? ` · ${formatMinute(event.cancelledAt)} 취소` : ''}
      </p>
      <p className="office-actions">
        {state === 'draft' || state === 'closed' ? (
          <button
            type="button"
            className="button button--primary"
            disabled={action.busy}
            onClick={() =>
              act(
                () => officeEvents.publishEvent(eventId),
                state === 'draft'
                  ? '행사를 공개했습니다. 이제 신청을 받습니다.'
                  : '신청을 다시 받습니다.',
                '공개하지 못했습니다.',
              )
            }
          >
            {state === 'draft' ? '공개하기' : '신청 다시 받기'}
          </button>
        ) : null}
        {state === 'published' ? (
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() =>
              act(
                () => officeEvents.closeEvent(eventId),
                '신청을 마감했습니다.',
                '신청을 마감하지 못했습니다.',
              )
            }
          >
            신청 마감
          </button>
        ) : null}
        {state !== 'cancelled' ? (
          <button
            ref={cancelButton}
            type="button"
            className="button button--danger"
            disabled={action.busy}
            aria-expanded={cancelling}
            onClick={() => setCancelling(true)}
          >
            행사 취소
          </button>
        ) : null}
        <Link href={eventPageHref(routes, 'officeEventAttendees', eventId)}>신청자 명단</Link>
        {state !== 'draft' ? <Link href={checkInHref(routes, eventId)}>입장 확인</Link> : null}
      </p>
      <FormRefusal message={action.problem} />
      {cancelling ? (
        <CancelEventDialog
          event={event}
          onClose={(cancelled) => {
            setCancelling(false);
            if (cancelled) onChanged();
            else cancelButton.current?.focus();
          }}
        />
      ) : null}
    </section>
  );
}
