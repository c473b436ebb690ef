import { useLocation } from 'wouter';
import type { AttendeeFilter } from '../../../application/events';
import { ChoiceField } from '../../shared/forms/ChoiceField';
import { WordSearchForm } from '../../shared/forms/WordSearchForm';
import { listHref } from '../../shared/routing/list-address';
import {
  ATTENDANCE_OPTIONS,
  attendeeFilterQuery,
  PAYMENT_OPTIONS,
  STATE_OPTIONS,
} from './attendee-filter';

/** The attendee list's filters, each kept in the address as soon as it is chosen. */
export function AttendeeFilters({
  path,
  eventId,
  filter,
}: {
  readonly path: string;
  readonly eventId: string;
  readonly filter: AttendeeFilter;
}) {
  const [, navigate] = useLocation();
  const change = (changes: Partial<Record<keyof AttendeeFilter, string>>) =>
    navigate(listHref(path, { ...attendeeFilterQuery(eventId, filter), ...changes }, 1));
  return (
    <div className="office-attendees__filters">
      <ChoiceField
        label="신청 상태"
        value={filter.state ?? ''}
        options={STATE_OPTIONS}
        onChoose={(state) => change({ state })}
      />
      <ChoiceField
        label="결제"
        value={filter.payment ?? ''}
        options={PAYMENT_OPTIONS}
        onChoose={(payment) => change({ payment })}
      />
      <ChoiceField
        label="입장"
        value={filter.attendance ?? ''}
        options={ATTENDANCE_OPTIONS}
        onChoose={(attendance) => change({ attendance })}
      />
      <WordSearchForm
        key={filter.q ?? ''}
        label="이름·전화번호·기수 검색"
        query={filter.q ?? ''}
        maxLength={50}
        onSearch={(q) => change({ q })}
      />
    </div>
  );
}
