import { useState } from 'react';
import type { Attendee } from '../../../../application/events';
import { formatNumber } from '../../../../domain/shared/format/number-format';
import { useAppServices } from '../../../shared/app/app-services';
import { WordSearchForm } from '../../../shared/forms/WordSearchForm';
import { LoadGate, useRetryableLoad } from '../../../shared/load/LoadGate';
import { attendanceText, classText, registrationStateText } from '../attendee-texts';

/**
 * For an attendee without their QR: found by name, phone number or 기수 among the event's
 * registrations, and let in with 입장 확인 when the registration is confirmed. `version`
 * changes with every check-in, so the list found shows it.
 */
export function CheckInByName({
  eventId,
  version,
  busy,
  onCheckIn,
}: {
  readonly eventId: string;
  readonly version: number;
  readonly busy: boolean;
  readonly onCheckIn: (attendee: Attendee) => void;
}) {
  const { officeEvents } = useAppServices();
  const [query, setQuery] = useState('');
  const { result, retry } = useRetryableLoad(
    async (signal) =>
      query ? (await officeEvents.eventAttendees(eventId, { q: query }, signal)).attendees : [],
    `${eventId}|${query}|${version}`,
  );
  return (
    <section aria-labelledby="check-in-name-title">
      <h2 id="check-in-name-title">이름으로 찾기</h2>
      <WordSearchForm
        label="이름·전화번호·기수"
        query={query}
        maxLength={50}
        submitLabel="찾기"
        onSearch={setQuery}
      />
      {query ? (
        <LoadGate result={result} what="신청자" onRetry={retry} keepWhileLoading>
          {(found) =>
            found.length === 0 ? (
              <p role="status">「{query}」(으)로 찾은 신청이 없습니다.</p>
            ) : (
              <ul
                className="check-in__found"
                aria-label={`찾은 신청 ${formatNumber(found.length)}건`}
              >
                {found.map((attendee) => (
                  <li key={attendee.registrationId}>
                    <p className="check-in__name">
                      {attendee.name} ({classText(attendee.classNumber)})
                    </p>
                    <p>
                      {attendee.phone} · {registrationStateText(attendee)} ·{' '}
                      {attendanceText(attendee)}
                    </p>
                    {attendee.state === 'confirmed' && attendee.attendedAt === null ? (
                      <button
                        type="button"
                        className="button button--primary check-in__big"
                        disabled={busy}
                        aria-label={`입장 확인: ${attendee.name}`}
                        onClick={() => onCheckIn(attendee)}
                      >
                        입장 확인
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )
          }
        </LoadGate>
      ) : null}
    </section>
  );
}
