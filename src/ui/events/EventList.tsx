import { Link } from 'wouter';
import type { EventSummary, MonthOfEventSummaries } from '../../application/events';
import { EVENT_KIND_LABELS } from '../../domain/events';
import { itemHref } from '../../domain/shared/routing/item-address';
import { useAppServices } from '../shared/app/app-services';
import { LoadGate, useRetryableLoad } from '../shared/load/LoadGate';
import { amountText, eventTimeText } from './event-text';

/** 행사 일정: the upcoming events soonest first, then the past ones, each by month. */
export function EventList({
  title,
  listPath,
}: {
  readonly title: string;
  readonly listPath: string;
}) {
  const { events } = useAppServices();
  const { result, retry } = useRetryableLoad((signal) => events.publicEvents(signal));
  return (
    <div className="events">
      <h1>{title}</h1>
      <LoadGate result={result} what="행사 일정" onRetry={retry}>
        {(list) => (
          <>
            <Months
              heading="다가오는 행사"
              id="events-upcoming"
              months={list.upcoming}
              listPath={listPath}
              empty="예정된 행사가 없습니다."
            />
            <Months
              heading="지난 행사"
              id="events-past"
              months={list.past}
              listPath={listPath}
              empty="지난 행사가 없습니다."
            />
          </>
        )}
      </LoadGate>
    </div>
  );
}

function Months({
  heading,
  id,
  months,
  listPath,
  empty,
}: {
  readonly heading: string;
  readonly id: string;
  readonly months: readonly MonthOfEventSummaries[];
  readonly listPath: string;
  readonly empty: string;
}) {
  return (
    <section aria-labelledby={id} className="events__section">
      <h2 id={id}>{heading}</h2>
      {months.length === 0 ? <p className="muted">{empty}</p> : null}
      {months.map((month) => (
        <section
          key={month.month}
          aria-labelledby={`${id}-${month.month}`}
          className="events__month"
        >
          <h3 id={`${id}-${month.month}`}>{month.label}</h3>
          <ul className="events__list">
            {month.events.map((event) => (
              <EventItem key={event.eventId} event={event} listPath={listPath} />
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}

function EventItem({
  event,
  listPath,
}: {
  readonly event: EventSummary;
  readonly listPath: string;
}) {
  return (
    <li className="events__item">
      <p className="events__kind">{EVENT_KIND_LABELS[event.kind]}</p>
      <Link href={itemHref(listPath, event.eventId)} className="events__title">
        {event.title}
      </Link>
      <p className="events__meta">
        <time dateTime={event.startsAt}>{eventTimeText(event)}</time>
        <span>{event.placeName}</span>
        <span>회원 참가비 {amountText(event.memberFee)}</span>
      </p>
      <p
        className={
          event.state === 'cancelled' ? 'events__status events__status--off' : 'events__status'
        }
      >
        {event.statusLabel}
      </p>
    </li>
  );
}
