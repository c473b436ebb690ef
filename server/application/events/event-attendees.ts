import type {
  AttendeeData,
  AttendeeFilterData,
  CheckInResultData,
  EventAttendeesData,
  EventCountsData,
} from '../../../src/contract/events';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  ATTENDEE_EXPORT_HEADER,
  attendanceByClass,
  attendeeExportFileName,
  attendeeExportRows,
  attendeeMatches,
  checkInOf,
  checkInTokenOf,
  waitingPositions,
  attendeeOf,
} from '../../../src/domain/events';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AdminActor } from '../admin';
import { AppError } from '../shared/app-error';
import { refundFee } from './attendee-registrations';
import type { EventsDependencies } from './dependencies';
import type { EventMails } from './event-mails';
import { countsOf } from './event-views';
import type { EventRecord, RegistrationRecord } from './ports';
import type { RegistrationTokens } from './registration-tokens';
import type { SeatLedger } from './seat-ledger';

const NOT_A_TICKET = '이 행사의 입장 QR 코드가 아닙니다. 이름으로 찾아 주세요.';

/**
 * The office's attendees (issue 33, items 5 and 7): the list with its filters and attendance by
 * 기수 (recorded as a view of each listed member's data), its XLSX export (audited, recorded as
 * a download), check-in at the door (once, by the QR's signed token or by name), the live
 * counts, the office's cancellation of a registration (refunded if asked) and a fee taken at the
 * door.
 */
export class EventAttendees {
  constructor(
    private readonly deps: Pick<
      EventsDependencies,
      'events' | 'fees' | 'audit' | 'spreadsheets' | 'transactions' | 'clock' | 'reportFailure'
    >,
    private readonly ledger: SeatLedger,
    private readonly mails: EventMails,
    private readonly tokens: RegistrationTokens,
  ) {}

  eventAttendees(
    actor: AdminActor,
    eventId: string,
    filter: AttendeeFilterData,
  ): Promise<EventAttendeesData> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.listEventAttendees, eventId, async () => {
      const listed = await this.listed(eventId, filter);
      await this.deps.audit.accessed(
        actor,
        memberIdsOf(listed.attendees),
        'view',
        AUDIT_ACTIONS.listEventAttendees,
        listed.event.title,
      );
      return listed;
    });
  }

  exportEventAttendees(
    actor: AdminActor,
    eventId: string,
    filter: AttendeeFilterData,
  ): Promise<{ fileName: string; contentType: string; bytes: Buffer }> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.exportEventAttendees, eventId, async () => {
      const listed = await this.listed(eventId, filter);
      const bytes = await this.deps.spreadsheets.writeWorkbook({
        sheetName: '신청자 명단',
        header: ATTENDEE_EXPORT_HEADER,
        rows: attendeeExportRows(listed.attendees),
      });
      await this.deps.audit.accessed(
        actor,
        memberIdsOf(listed.attendees),
        'download',
        AUDIT_ACTIONS.exportEventAttendees,
        listed.event.title,
      );
      return {
        fileName: attendeeExportFileName(
          listed.event.title,
          formatCalendarDate(calendarDateOf(this.deps.clock.now())),
        ),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        bytes,
      };
    });
  }

  checkInAttendee(
    actor: AdminActor,
    eventId: string,
    by: { readonly code: string } | { readonly registrationId: string },
  ): Promise<CheckInResultData> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.checkInAttendee, eventId, async () => {
      const event = await this.eventOf(eventId);
      let registrationId: string;
      if ('code' in by) {
        const token = checkInTokenOf(by.code);
        const named = token === null ? null : this.tokens.registrationOf(token);
        if (named === null) throw new AppError('invalidInput', NOT_A_TICKET);
        registrationId = named;
      } else registrationId = by.registrationId;
      const registration = await this.deps.events.findRegistration(registrationId);
      if (!registration) throw new AppError('notFound', '신청을 찾을 수 없습니다.');
      if (registration.eventId !== eventId)
        throw new AppError('invalidInput', '다른 행사의 신청입니다. 행사를 확인해 주세요.');
      const check = checkInOf(registration);
      if (check.outcome === 'refused') throw new AppError('invalidState', check.message);
      const now = this.deps.clock.now().toISOString();
      // Marked once: of two scans at once, one marks and the other reads `already`.
      const marked =
        check.outcome === 'checkedIn' && (await this.deps.events.markAttended(registrationId, now));
      const after = (await this.deps.events.findRegistration(registrationId)) ?? registration;
      return {
        outcome: marked ? ('checkedIn' as const) : ('already' as const),
        attendee: attendeeOf(after, null),
        counts: await this.countsOf(event),
      };
    });
  }

  async checkInCount(eventId: string): Promise<EventCountsData> {
    return this.countsOf(await this.eventOf(eventId));
  }

  officeCancelRegistration(
    actor: AdminActor,
    registrationId: string,
    refund: boolean,
  ): Promise<AttendeeData> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.cancelEventRegistration,
      registrationId,
      async () => {
        const { registration, event } = await this.registrationOf(registrationId);
        if (registration.state === 'cancelled')
          throw new AppError('invalidState', '이미 취소된 신청입니다.');
        const willRefund =
          refund && registration.payment === 'paid' && registration.orderId !== null;
        const before = await this.deps.transactions.run(async () => {
          const cancelled = await this.ledger.cancel(registrationId);
          if (cancelled)
            await this.mails.registrationCancelled(event, cancelled, 'office', willRefund);
          return cancelled;
        });
        if (!before) throw new AppError('invalidState', '이미 취소된 신청입니다.');
        if (willRefund) await refundFee(this.deps, before, '사무국 취소');
        return attendeeOf((await this.registrationOf(registrationId)).registration, null);
      },
      refund ? '환불 요청' : null,
    );
  }

  recordDoorPayment(actor: AdminActor, registrationId: string): Promise<AttendeeData> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.recordDoorPayment,
      registrationId,
      async () => {
        const { registration } = await this.registrationOf(registrationId);
        const changed =
          registration.state === 'confirmed' &&
          registration.amount > 0 &&
          (await this.deps.events.changePayment(
            registrationId,
            ['door', 'pending'],
            'doorPaid',
            this.deps.clock.now().toISOString(),
          ));
        if (!changed)
          throw new AppError(
            'invalidState',
            registration.payment === 'doorPaid' || registration.payment === 'paid'
              ? '이미 참가비를 낸 신청입니다.'
              : '현장 결제를 기록할 수 없는 신청입니다.',
          );
        return attendeeOf((await this.registrationOf(registrationId)).registration, null);
      },
    );
  }

  private async listed(eventId: string, filter: AttendeeFilterData): Promise<EventAttendeesData> {
    const event = await this.eventOf(eventId);
    const registrations = await this.deps.events.registrationsOf(eventId);
    const positions = waitingPositions(registrations);
    const attendees = registrations.map((registration) =>
      attendeeOf(registration, positions.get(registration.registrationId) ?? null),
    );
    const counts = await this.deps.events.counts([eventId]);
    return {
      event: {
        eventId,
        kind: event.kind,
        title: event.title,
        state: event.state,
        startsAt: event.startsAt,
        endsAt: event.endsAt,
        registrationDeadline: event.registrationDeadline,
        counts: countsOf(event, counts.get(eventId)),
      },
      attendees: attendees.filter((attendee) => attendeeMatches(attendee, filter)),
      attendance: attendanceByClass(registrations),
    };
  }

  private async countsOf(event: EventRecord): Promise<EventCountsData> {
    const counts = await this.deps.events.counts([event.eventId]);
    return countsOf(event, counts.get(event.eventId));
  }

  private async eventOf(eventId: string): Promise<EventRecord> {
    const event = await this.deps.events.findEvent(eventId);
    if (!event) throw new AppError('notFound', '행사를 찾을 수 없습니다.');
    return event;
  }

  private async registrationOf(
    registrationId: string,
  ): Promise<{ registration: RegistrationRecord; event: EventRecord }> {
    const registration = await this.deps.events.findRegistration(registrationId);
    if (!registration) throw new AppError('notFound', '신청을 찾을 수 없습니다.');
    return { registration, event: await this.eventOf(registration.eventId) };
  }
}

function memberIdsOf(attendees: readonly AttendeeData[]): string[] {
  return attendees.flatMap((attendee) => (attendee.memberId === null ? [] : [attendee.memberId]));
}
