import { Link } from 'wouter';
import type { EventDetail } from '../../application/events';
import { EVENT_KIND_LABELS } from '../../domain/events';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { MapLinks } from '../shared/maps/MapLinks';
import { PlaceMap } from '../shared/maps/PlaceMap';
import { dateTimeText, eventTimeText, feesText } from './event-text';
import { RegistrationCard } from './RegistrationCard';
import { RegistrationForm } from './RegistrationForm';
import './Events.css';

/**
 * One event's page: what, when and where, the programme, the fees, seats and deadlines, the
 * organiser, the `.ics` to add it to a calendar; then the member's registration, or the form.
 */
export function EventView({
  eventId,
  listPath,
}: {
  readonly eventId: string;
  readonly listPath: string;
}) {
  const { events } = useAppServices();
  const { result, retry } = useRetryableLoad(
    (signal) => events.publicEvent(eventId, signal),
    eventId,
  );
  return (
    <div className="events">
      <LoadGate
        result={result}
        what="행사 안내"
        onRetry={retry}
        reason="없어졌거나 아직 공개되지 않은 행사일 수 있습니다."
        keepWhileLoading
      >
        {(event) => <EventArticle event={event} listPath={listPath} />}
      </LoadGate>
    </div>
  );
}

function EventArticle({
  event,
  listPath,
}: {
  readonly event: EventDetail;
  readonly listPath: string;
}) {
  return (
    <article className="event" aria-labelledby="event-title">
      <header>
        <p className="events__kind">{EVENT_KIND_LABELS[event.kind]}</p>
        <h1 id="event-title">{event.title}</h1>
        <p
          className={
            event.state === 'cancelled' ? 'events__status events__status--off' : 'events__status'
          }
        >
          {event.statusLabel}
        </p>
      </header>
      <EventFacts event={event} />
      {event.description ? (
        <section aria-labelledby="event-about">
          <h2 id="event-about">행사 소개</h2>
          <p className="event__text">{event.description}</p>
        </section>
      ) : null}
      {event.programme ? (
        <section aria-labelledby="event-programme">
          <h2 id="event-programme">프로그램</h2>
          <ul className="event__programme">
            {event.programme
              .split('\n')
              .filter(Boolean)
              .map((line, index) => (
                <li key={index}>{line}</li>
              ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="event-registration" className="event__registration">
        <h2 id="event-registration">참가 신청</h2>
        <Registration event={event} />
      </section>
      <p>
        <Link href={listPath}>행사 일정으로</Link>
      </p>
    </article>
  );
}

function EventFacts({ event }: { readonly event: EventDetail }) {
  const { contact } = event;
  return (
    <dl className="event__facts">
      <dt>일시</dt>
      <dd>
        <time dateTime={event.startsAt}>{eventTimeText(event)}</time>
        <br />
        <a href={`/api/events/${encodeURIComponent(event.eventId)}/calendar`} download>
          내 달력에 추가(.ics)
        </a>
      </dd>
      <dt>장소</dt>
      <dd>
        {event.placeName}
        {event.placeAddress ? (
          <>
            <br />
            {event.placeAddress}
            <MapLinks address={event.placeAddress} className="event__maps" />
            <PlaceMap
              place={{ address: event.placeAddress, label: event.placeName }}
              name={`지도: ${event.placeName}, ${event.placeAddress}`}
              className="event__map"
            />
          </>
        ) : null}
      </dd>
      <dt>참가비</dt>
      <dd>{feesText(event.fees, event.visitorsAllowed)}</dd>
      <dt>정원</dt>
      <dd>
        {event.capacity.toLocaleString('ko-KR')}명 (남은 자리{' '}
        {event.seatsLeft.toLocaleString('ko-KR')}명)
        {event.maxCompanions > 0 ? ` · 가족 동반 ${event.maxCompanions}명까지` : ''}
      </dd>
      <dt>신청 마감</dt>
      <dd>
        <time dateTime={event.registrationDeadline}>
          {dateTimeText(event.registrationDeadline)}
        </time>
      </dd>
      {event.memberFee > 0 || event.fees.visitor > 0 ? (
        <>
          <dt>환불 마감</dt>
          <dd>
            {event.refundDeadline ? (
              <time dateTime={event.refundDeadline}>{dateTimeText(event.refundDeadline)}</time>
            ) : (
              '환불하지 않습니다'
            )}
          </dd>
        </>
      ) : null}
      <dt>문의</dt>
      <dd>
        {contact.name}
        {contact.phone ? (
          <>
            {' '}
            <a href={`tel:${contact.phone.replace(/[^\d+]/gu, '')}`}>{contact.phone}</a>
          </>
        ) : null}
        {contact.email ? (
          <>
            {' '}
            <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </>
        ) : null}
      </dd>
    </dl>
  );
}

/** The member's own registration, the form, or why there is none. */
function Registration({ event }: { readonly event: EventDetail }) {
  const { routes } = useAppServices();
  if (event.myRegistration) {
    return <RegistrationCard registration={event.myRegistration} />;
  }
  if (event.refusal) {
    const signIn = event.prefill === null && !event.visitorsAllowed && event.registrationOpen;
    return (
      <p className="event__refusal">
        {event.refusal}
        {signIn ? (
          <>
            {' '}
            <Link href={routes.byId('signIn').path}>로그인하기</Link>
          </>
        ) : null}
      </p>
    );
  }
  return <RegistrationForm event={event} />;
}
