import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { Attendee, AttendeeFilter, EventAttendees } from '../../../application/events';
import { EVENT_STATE_LABELS, isPastEvent } from '../../../domain/events';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { FormRefusal } from '../../shared/forms/kit';
import { useAction } from '../../shared/forms/use-action';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { AttendanceByClass } from './AttendanceByClass';
import { attendeeFilterOf } from './attendee-filter';
import { AttendeeFilters } from './AttendeeFilters';
import { AttendeesTable } from './AttendeesTable';
import { CancelRegistrationDialog } from './CancelRegistrationDialog';
import { checkInHref, eventPageHref } from './event-links';
import { attendedText, eventPeriod, messageOf, seatsText } from './event-texts';
import './office-events.css';

/**
 * 신청자 명단 (issue 33, item 7): an event's attendees with their payment and attendance,
 * filtered in the address, each with what the office may do; the list as XLSX; and once the
 * event has begun to be attended or is over, attendance by 기수.
 */
export default function OfficeEventAttendeesPage({ route }: PageProps) {
  const { officeEvents } = useAppServices();
  const search = new URLSearchParams(useSearch());
  const eventId = search.get('id') ?? '';
  const filter = attendeeFilterOf(search);
  const { result, retry } = useRetryableLoad(
    (signal) => officeEvents.eventAttendees(eventId, filter, signal),
    JSON.stringify([eventId, filter]),
  );
  return (
    <OfficeFrame route={route}>
      <div className="office-events">
        <LoadGate result={result} what="신청자 명단" onRetry={retry} keepWhileLoading>
          {(view) => (
            <Attendees
              path={route.path}
              eventId={eventId}
              filter={filter}
              view={view}
              onChanged={retry}
            />
          )}
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}

function Attendees({
  path,
  eventId,
  filter,
  view,
  onChanged,
}: {
  readonly path: string;
  readonly eventId: string;
  readonly filter: AttendeeFilter;
  readonly view: EventAttendees;
  readonly onChanged: () => void;
}) {
  const { officeEvents, fileSaver, notifier, routes, clock } = useAppServices();
  const action = useAction();
  const [exporting, setExporting] = useState(false);
  const [cancelling, setCancelling] = useState<Attendee | null>(null);
  const { event, attendees } = view;
  const act = (call: () => Promise<unknown>, done: string, failure: string) =>
    action.run(async () => {
      await call();
      notifier.success(done);
      onChanged();
    }, failure);
  const exportList = async () => {
    setExporting(true);
    try {
      await fileSaver.save(await officeEvents.exportEventAttendees(eventId, filter));
    } catch (error) {
      notifier.error(messageOf(error, '명단을 내려받지 못했습니다. 잠시 후 다시 시도해 주세요.'));
    }
    setExporting(false);
  };
  const filtered = Object.keys(filter).length > 0;
  const caption = `${filtered ? '찾은 신청' : '신청'} ${formatNumber(attendees.length)}건`;
  return (
    <>
      <h1>{event.title} 신청자 명단</h1>
      <p>
        {EVENT_STATE_LABELS[event.state]} · {eventPeriod(event.startsAt, event.endsAt)} · 신청{' '}
        {seatsText(event.counts)}, 대기 {formatNumber(event.counts.waiting)}건, 입장{' '}
        {attendedText(event.counts)}
      </p>
      <p className="office-actions">
        <Link href={eventPageHref(routes, 'officeEventEditor', eventId)}>행사 편집</Link>
        {event.state !== 'draft' ? (
          <Link href={checkInHref(routes, eventId)}>입장 확인</Link>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={exporting}
          onClick={() => void exportList()}
        >
          {exporting ? '만드는 중…' : filtered ? '찾은 명단 XLSX' : '명단 XLSX'}
        </button>
      </p>
      <AttendeeFilters path={path} eventId={eventId} filter={filter} />
      <FormRefusal message={action.problem} />
      {cancelling ? (
        <CancelRegistrationDialog
          attendee={cancelling}
          busy={action.busy}
          onClose={() => setCancelling(null)}
          onCancel={(refund) =>
            void act(
              () => officeEvents.officeCancelRegistration(cancelling.registrationId, refund),
              refund
                ? `${cancelling.name} 님의 신청을 취소하고 참가비를 환불했습니다.`
                : `${cancelling.name} 님의 신청을 취소했습니다.`,
              '신청을 취소하지 못했습니다.',
            ).then(() => setCancelling(null))
          }
        />
      ) : null}
      {attendees.length > 0 ? (
        <AttendeesTable
          caption={caption}
          attendees={attendees}
          actions={{
            busy: action.busy,
            onCancel: setCancelling,
            onCheckIn: (attendee) =>
              void act(
                () =>
                  officeEvents.checkInAttendee(eventId, {
                    registrationId: attendee.registrationId,
                  }),
                `${attendee.name} 님의 입장을 확인했습니다.`,
                '입장을 확인하지 못했습니다.',
              ),
            onDoorPayment: (attendee) =>
              void act(
                () => officeEvents.recordDoorPayment(attendee.registrationId),
                `${attendee.name} 님의 현장 결제를 기록했습니다.`,
                '현장 결제를 기록하지 못했습니다.',
              ),
          }}
        />
      ) : (
        <p>{filtered ? '조건에 맞는 신청이 없습니다.' : '아직 신청이 없습니다.'}</p>
      )}
      {isPastEvent(event, clock.now()) || event.counts.attended > 0 ? (
        <AttendanceByClass rows={view.attendance} />
      ) : null}
    </>
  );
}
