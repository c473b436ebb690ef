import type { DataOf } from '../../../src/contract/endpoint-types';
import type { EventDraftData, OfficeEventData } from '../../../src/contract/events';
import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import {
  draftOfEvent,
  eventCancelReasonRefusal,
  type EventState,
  readEventDraft,
} from '../../../src/domain/events';
import type { AdminActor } from '../admin';
import { AppError } from '../shared/app-error';
import type { EventsDependencies } from './dependencies';
import type { EventMails } from './event-mails';
import { countsOf } from './event-views';
import type { EventRecord } from './ports';
import { refundFee } from './attendee-registrations';
import type { SeatLedger } from './seat-ledger';

const NOT_FOUND = '행사를 찾을 수 없습니다.';

/**
 * The office's events (issue 33, item 7): the list with each one's counts, the form (saved as a
 * draft, checked by the domain's readEventDraft), publishing, closing registration, and
 * cancelling the whole event (every registration cancelled, paid fees refunded, everyone
 * mailed). Every change is audited.
 */
export class OfficeEvents {
  constructor(
    private readonly deps: Pick<
      EventsDependencies,
      'events' | 'fees' | 'audit' | 'transactions' | 'clock' | 'random' | 'reportFailure'
    >,
    private readonly ledger: SeatLedger,
    private readonly mails: EventMails,
  ) {}

  async officeEvents(): Promise<DataOf<'officeEvents'>> {
    const events = await this.deps.events.listEvents();
    const counts = await this.deps.events.counts(events.map((event) => event.eventId));
    return events.map((event) => ({
      eventId: event.eventId,
      kind: event.kind,
      title: event.title,
      state: event.state,
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      registrationDeadline: event.registrationDeadline,
      counts: countsOf(event, counts.get(event.eventId)),
    }));
  }

  async officeEvent(eventId: string): Promise<OfficeEventData> {
    const event = await this.eventOf(eventId);
    const counts = await this.deps.events.counts([eventId]);
    return {
      eventId,
      state: event.state,
      draft: draftOfEvent(event),
      counts: countsOf(event, counts.get(eventId)),
      publishedAt: event.publishedAt,
      cancelledAt: event.cancelledAt,
      cancelReason: event.cancelReason,
      updatedAt: event.updatedAt,
    };
  }

  createEvent(actor: AdminActor, draft: EventDraftData): Promise<{ eventId: string }> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.createEvent,
      null,
      async () => {
        const checked = checkedDraft(draft);
        const now = this.deps.clock.now().toISOString();
        const eventId = this.deps.random.id();
        await this.deps.events.insertEvent(
          {
            ...checked,
            eventId,
            state: 'draft',
            seatsTaken: 0,
            waitingCount: 0,
            calendarSequence: 0,
            publishedAt: null,
            cancelledAt: null,
            cancelReason: null,
            createdAt: now,
            updatedAt: now,
          },
          actor.id,
        );
        return { eventId };
      },
      (result) => `${result.eventId} ${draft.title}`,
    );
  }

  updateEvent(
    actor: AdminActor,
    eventId: string,
    change: { readonly draft: EventDraftData; readonly notifyAttendees: boolean },
  ): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.updateEvent,
      eventId,
      async () => {
        const checked = checkedDraft(change.draft);
        await this.deps.transactions.run(async () => {
          await this.deps.events.lockEvent(eventId);
          const event = await this.eventOf(eventId);
          if (event.state === 'cancelled')
            throw new AppError('invalidState', '취소된 행사는 고칠 수 없습니다.');
          const now = this.deps.clock.now().toISOString();
          await this.deps.events.updateEvent(
            eventId,
            checked,
            now,
            actor.id,
            change.notifyAttendees,
          );
          // A larger capacity seats the waiting line at once.
          await this.ledger.promote(eventId);
          if (change.notifyAttendees) {
            const updated = await this.eventOf(eventId);
            for (const registration of await this.deps.events.registrationsOf(eventId)) {
              if (registration.state !== 'cancelled')
                await this.mails.changed(updated, registration);
            }
          }
        });
      },
      change.notifyAttendees ? '신청자에게 변경 안내' : null,
    );
  }

  publishEvent(actor: AdminActor, eventId: string): Promise<void> {
    return this.moved(
      actor,
      eventId,
      AUDIT_ACTIONS.publishEvent,
      ['draft', 'closed'],
      'published',
      {
        published: '이미 공개된 행사입니다.',
        cancelled: '취소된 행사는 다시 공개할 수 없습니다.',
      },
    );
  }

  closeEvent(actor: AdminActor, eventId: string): Promise<void> {
    return this.moved(actor, eventId, AUDIT_ACTIONS.closeEvent, ['published'], 'closed', {
      draft: '공개하지 않은 행사는 마감할 수 없습니다.',
      closed: '이미 신청을 마감한 행사입니다.',
      cancelled: '취소된 행사입니다.',
    });
  }

  cancelEvent(actor: AdminActor, eventId: string, reason: string): Promise<void> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.cancelEvent,
      eventId,
      async () => {
        const refused = eventCancelReasonRefusal(reason);
        if (refused) throw new AppError('invalidInput', refused);
        const text = reason.trim();
        const paid = await this.deps.transactions.run(async () => {
          const now = this.deps.clock.now().toISOString();
          const changed = await this.deps.events.changeState(
            eventId,
            ['draft', 'published', 'closed'],
            'cancelled',
            now,
            actor.id,
            text,
          );
          if (!changed) {
            await this.eventOf(eventId);
            throw new AppError('invalidState', '이미 취소된 행사입니다.');
          }
          const event = await this.eventOf(eventId);
          const toRefund = [];
          for (const registration of await this.deps.events.registrationsOf(eventId)) {
            if (registration.state === 'cancelled') continue;
            await this.ledger.cancel(registration.registrationId);
            await this.mails.eventCancelled(event, registration, text);
            if (registration.payment === 'paid') toRefund.push(registration);
          }
          return toRefund;
        });
        for (const registration of paid) await refundFee(this.deps, registration, '행사 취소');
      },
      reason.trim() || null,
    );
  }

  private moved(
    actor: AdminActor,
    eventId: string,
    action: (typeof AUDIT_ACTIONS)[keyof typeof AUDIT_ACTIONS],
    from: readonly EventState[],
    to: EventState,
    refusals: Partial<Record<EventState, string>>,
  ): Promise<void> {
    return this.deps.audit.audited(actor, action, eventId, async () => {
      const now = this.deps.clock.now().toISOString();
      if (await this.deps.events.changeState(eventId, from, to, now, actor.id)) return;
      const event = await this.eventOf(eventId);
      throw new AppError(
        'invalidState',
        refusals[event.state] ?? '지금은 처리할 수 없는 요청입니다.',
      );
    });
  }

  private async eventOf(eventId: string): Promise<EventRecord> {
    const event = await this.deps.events.findEvent(eventId);
    if (!event) throw new AppError('notFound', NOT_FOUND);
    return event;
  }
}

function checkedDraft(draft: EventDraftData) {
  const reading = readEventDraft(draft);
  if (!reading.ok) {
    const [first] = Object.values(reading.refusals);
    throw new AppError('invalidInput', first);
  }
  return reading.event;
}
