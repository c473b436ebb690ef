import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { Attendee, CheckInResult, EventCounts } from '../../../application/events';
import { koreanTime } from '../../../domain/events';
import { pathParameter } from '../../../domain/shared/routing/route-table';
import { OfficeFrame } from '../../admin';
import { useAppServices } from '../../shared/app/app-services';
import { useRetryableLoad } from '../../shared/load/LoadGate';
import type { PageProps } from '../../shared/routing/page-registry';
import { CameraScanner } from './check-in/CameraScanner';
import { CheckInByCode } from './check-in/CheckInByCode';
import { CheckInByName } from './check-in/CheckInByName';
import { CheckInCount } from './check-in/CheckInCount';
import { CheckInOutcome, type Outcome } from './check-in/CheckInOutcome';
import { eventPageHref } from './event-links';
import { eventPeriod, messageOf } from './event-texts';
import './check-in/check-in.css';

/** How often the count is read again: another door may be letting people in too. */
export const COUNT_POLL_MS = 5_000;

/**
 * 입장 확인 (issue 33, item 5), made for a phone at the door: the live count, the outcome of
 * the last check-in, and three ways in: the camera reading the confirmation's QR, its code
 * typed or pasted, and a search by name.
 */
/** The form's Korean wall-clock time as an instant, for the formats. */
function koreanInstant(wallClock: string): string {
  return koreanTime(wallClock) ?? wallClock;
}

export default function OfficeEventCheckInPage({ route }: PageProps) {
  const [location] = useLocation();
  const eventId = pathParameter(route, location, 'id') ?? '';
  const { officeEvents, notifier, routes } = useAppServices();
  const { result: event } = useRetryableLoad(
    (signal) => officeEvents.officeEvent(eventId, signal),
    eventId,
  );
  const [counts, setCounts] = useState<EventCounts | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [version, setVersion] = useState(0);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const aborter = new AbortController();
    const read = () =>
      officeEvents.checkInCount(eventId, aborter.signal).then(setCounts, () => undefined);
    void read();
    const timer = setInterval(() => void read(), COUNT_POLL_MS);
    return () => {
      clearInterval(timer);
      aborter.abort();
    };
  }, [officeEvents, eventId]);

  const checkIn = useCallback(
    async (by: { readonly code: string } | { readonly registrationId: string }) => {
      setBusy(true);
      try {
        const checked: CheckInResult = await officeEvents.checkInAttendee(eventId, by);
        setOutcome({ kind: checked.outcome, attendee: checked.attendee });
        setCounts(checked.counts);
      } catch (error) {
        setOutcome({ kind: 'refused', message: messageOf(error, '입장을 확인하지 못했습니다.') });
        // Said in the outcome, where the door looks: not notified as well.
        if (error instanceof Error) notifier.withdraw(error.message);
      } finally {
        setBusy(false);
        setVersion((count) => count + 1);
      }
    },
    [officeEvents, eventId, notifier],
  );

  const recordDoorPayment = async (attendee: Attendee) => {
    setBusy(true);
    try {
      const paid = await officeEvents.recordDoorPayment(attendee.registrationId);
      setOutcome((shown) =>
        shown && shown.kind !== 'refused' ? { ...shown, attendee: paid } : shown,
      );
      notifier.success(`${paid.name} 님의 현장 결제를 기록했습니다.`);
    } catch (error) {
      notifier.error(messageOf(error, '현장 결제를 기록하지 못했습니다.'));
    } finally {
      setBusy(false);
    }
  };

  const title = event.state === 'ready' ? event.value.draft.title : null;
  return (
    <OfficeFrame route={route}>
      <div className="check-in">
        <h1>{title ? `${title} 입장 확인` : route.title}</h1>
        {event.state === 'ready' ? (
          <p className="muted">
            {eventPeriod(
              koreanInstant(event.value.draft.startsAt),
              koreanInstant(event.value.draft.endsAt),
            )}{' '}
            · <Link href={eventPageHref(routes, 'officeEventAttendees', eventId)}>신청자 명단</Link>
          </p>
        ) : null}
        {event.state === 'failed' ? (
          <p role="alert">행사를 불러오지 못했습니다. 주소가 맞는지 확인해 주세요.</p>
        ) : null}
        <CheckInCount counts={counts} />
        <CheckInOutcome
          outcome={outcome}
          paying={busy}
          onDoorPayment={(attendee) => void recordDoorPayment(attendee)}
        />
        <CameraScanner onCode={(code) => checkIn({ code })} />
        <CheckInByCode onCode={(code) => checkIn({ code })} />
        <CheckInByName
          eventId={eventId}
          version={version}
          busy={busy}
          onCheckIn={(attendee) => void checkIn({ registrationId: attendee.registrationId })}
        />
      </div>
    </OfficeFrame>
  );
}
