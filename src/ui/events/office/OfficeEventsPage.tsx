import { formatMinute } from './event-texts';
import { Link } from 'wouter';
import type { OfficeEventSummary } from '../../../application/events';
import { EVENT_KIND_LABELS, EVENT_STATE_LABELS } from '../../../domain/events';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';
import { checkInHref, eventPageHref } from './event-links';
import { attendedText, eventPeriod, seatsText } from './event-texts';
import './office-events.css';

/**
 * 행사 관리 (issue 33, item 7): every event, drafts and cancelled ones too, with its state,
 * dates and counts, and the ways to its editor, its attendees and the door's check-in.
 */
export default function OfficeEventsPage({ route }: PageProps) {
  const { officeEvents, routes } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => officeEvents.officeEvents(signal));
  return (
    <OfficeFrame route={route}>
      <div className="office-events">
        <h1>{route.title}</h1>
        <p>
          <Link className="button button--primary" href={routes.byId('officeEventEditor').path}>
            새 행사
          </Link>
        </p>
        <LoadGate result={result} what="행사 목록" onRetry={retry}>
          {(events) =>
            events.length > 0 ? (
              <EventsTable events={events} />
            ) : (
              <p>아직 만든 행사가 없습니다. 새 행사를 만들어 보세요.</p>
            )
          }
        </LoadGate>
      </div>
    </OfficeFrame>
  );
}

function EventsTable({ events }: { readonly events: readonly OfficeEventSummary[] }) {
  const { routes } = useAppServices();
  const caption = `행사 ${formatNumber(events.length)}건`;
  return (
    <SidewaysScroll label={`${caption} 표`}>
      <table className="office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">행사</th>
            <th scope="col">상태</th>
            <th scope="col">일시</th>
            <th scope="col">신청 마감</th>
            <th scope="col" className="office-table__number">
              신청/정원
            </th>
            <th scope="col" className="office-table__number">
              대기
            </th>
            <th scope="col" className="office-table__number">
              참석
            </th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.eventId}>
              <th scope="row">
                {event.title}
                <span className="office-events__kind">{EVENT_KIND_LABELS[event.kind]}</span>
              </th>
              <td>{EVENT_STATE_LABELS[event.state]}</td>
              <td>{eventPeriod(event.startsAt, event.endsAt)}</td>
              <td>{formatMinute(event.registrationDeadline)}</td>
              <td className="office-table__number">
                {seatsText(event.counts)}
                <span className="office-events__kind">
                  확정 {formatNumber(event.counts.confirmed)}건
                </span>
              </td>
              <td className="office-table__number">{formatNumber(event.counts.waiting)}건</td>
              <td className="office-table__number">{attendedText(event.counts)}</td>
              <td>
                <span className="office-actions">
                  <Link
                    href={eventPageHref(routes, 'officeEventEditor', event.eventId)}
                    aria-label={`편집: ${event.title}`}
                  >
                    편집
                  </Link>
                  <Link
                    href={eventPageHref(routes, 'officeEventAttendees', event.eventId)}
                    aria-label={`신청자 명단: ${event.title}`}
                  >
                    신청자 명단
                  </Link>
                  {event.state === 'draft' ? null : (
                    <Link
                      href={checkInHref(routes, event.eventId)}
                      aria-label={`입장 확인: ${event.title}`}
                    >
                      입장 확인
                    </Link>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}
