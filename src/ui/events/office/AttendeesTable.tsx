import { formatMinute } from './event-texts';
import type { Attendee } from '../../../application/events';
import { formatNumber } from '../../../domain/shared/format/number-format';
import { SidewaysScroll } from '../../shared/tables/SidewaysScroll';
import {
  attendanceText,
  classText,
  dueAtDoor,
  paymentText,
  registrationStateText,
} from './attendee-texts';

export interface AttendeeActions {
  readonly busy: boolean;
  readonly onCheckIn: (attendee: Attendee) => void;
  readonly onDoorPayment: (attendee: Attendee) => void;
  readonly onCancel: (attendee: Attendee) => void;
}

/** The attendees with their registration, payment and attendance, and what to do with each. */
export function AttendeesTable({
  caption,
  attendees,
  actions,
}: {
  readonly caption: string;
  readonly attendees: readonly Attendee[];
  readonly actions: AttendeeActions;
}) {
  return (
    <SidewaysScroll label={`${caption} 표`}>
      <table className="office-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">이름</th>
            <th scope="col">기수</th>
            <th scope="col">구분</th>
            <th scope="col" className="office-table__number">
              동반
            </th>
            <th scope="col">연락처</th>
            <th scope="col">신청 상태</th>
            <th scope="col">결제</th>
            <th scope="col">입장</th>
            <th scope="col">신청한 때</th>
            <th scope="col">관리</th>
          </tr>
        </thead>
        <tbody>
          {attendees.map((attendee) => (
            <tr key={attendee.registrationId}>
              <th scope="row">{attendee.name}</th>
              <td>{classText(attendee.classNumber)}</td>
              <td>{attendee.attendeeKind === 'member' ? '회원' : '비회원'}</td>
              <td className="office-table__number">{formatNumber(attendee.companions)}명</td>
              <td>
                {attendee.phone}
                <span className="office-events__kind">{attendee.email}</span>
              </td>
              <td>{registrationStateText(attendee)}</td>
              <td>{paymentText(attendee)}</td>
              <td>{attendanceText(attendee)}</td>
              <td>{formatMinute(attendee.createdAt)}</td>
              <td>
                <RowActions attendee={attendee} actions={actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </SidewaysScroll>
  );
}

function RowActions({
  attendee,
  actions,
}: {
  readonly attendee: Attendee;
  readonly actions: AttendeeActions;
}) {
  const { name } = attendee;
  const confirmed = attendee.state === 'confirmed';
  return (
    <span className="office-actions">
      {confirmed && attendee.attendedAt === null ? (
        <button
          type="button"
          className="button"
          disabled={actions.busy}
          aria-label={`입장 확인: ${name}`}
          onClick={() => actions.onCheckIn(attendee)}
        >
          입장 확인
        </button>
      ) : null}
      {dueAtDoor(attendee) ? (
        <button
          type="button"
          className="button"
          disabled={actions.busy}
          aria-label={`현장 결제 기록: ${name}`}
          onClick={() => actions.onDoorPayment(attendee)}
        >
          현장 결제 기록
        </button>
      ) : null}
      {attendee.state !== 'cancelled' ? (
        <button
          type="button"
          className="button button--danger"
          disabled={actions.busy}
          aria-label={`신청 취소: ${name}`}
          onClick={() => actions.onCancel(attendee)}
        >
          신청 취소
        </button>
      ) : null}
    </span>
  );
}
