import {
  type CheckedRegistration,
  feePayBy,
  paymentAfterCancellation,
  promotionsOf,
  seatsLeft,
  seatsOf,
} from '../../../src/domain/events';
import { AppError } from '../shared/app-error';
import type { EventsDependencies } from './dependencies';
import type { EventMails } from './event-mails';
import type { EventRecord, RegistrationRecord } from './ports';

/** How many times a registration tries its two conditional updates before giving up. */
const SEAT_ATTEMPTS = 3;

export const ALREADY_REGISTERED = '이미 이 행사에 신청하셨습니다. 내 신청에서 확인해 주세요.';

/**
 * The seats of an event (issue 33, item 2), every change inside one transaction: a registration
 * takes its seats by a conditional update of the event's row (or joins the waiting line by
 * another), and its row is inserted in the same transaction; a cancellation gives its seats back
 * and promotes the waiting line (strictly in line, `promotionsOf`), mailing each promoted
 * attendee. Never read-modify-write in the process: the database serialises the row.
 */
export class SeatLedger {
  constructor(
    private readonly deps: Pick<EventsDependencies, 'events' | 'transactions' | 'clock'>,
    private readonly mails: EventMails,
  ) {}

  /** Registers (confirmed when the seats are free and nobody waits, else waiting), and mails. */
  async register(
    event: EventRecord,
    registrationId: string,
    memberId: string | null,
    checked: CheckedRegistration,
  ): Promise<RegistrationRecord> {
    const { events, transactions } = this.deps;
    const seats = seatsOf(checked.companions);
    return transactions.run(async () => {
      const now = this.deps.clock.now().toISOString();
      let placed: { state: 'confirmed' | 'waiting'; line: number } | null = null;
      for (let attempt = 0; attempt < SEAT_ATTEMPTS && !placed; attempt += 1) {
        const confirmedLine = await events.takeSeats(event.eventId, seats, now);
        if (confirmedLine !== null) placed = { state: 'confirmed', line: confirmedLine };
        else {
          const waitingLine = await events.joinWaitingLine(event.eventId, seats, now);
          if (waitingLine !== null) placed = { state: 'waiting', line: waitingLine };
        }
      }
      if (!placed) throw new AppError('invalidState', '참가 신청이 마감되었습니다.');
      const payment =
        checked.amount === 0 ? 'none' : checked.payment === 'door' ? 'door' : 'pending';
      const registration: RegistrationRecord = {
        registrationId,
        eventId: event.eventId,
        memberId,
        name: checked.name,
        phone: checked.phone,
        email: checked.email,
        classNumber: checked.classNumber,
        companions: checked.companions,
        note: checked.note,
        state: placed.state,
        lineNumber: placed.line,
        payment,
        amount: checked.amount,
        orderId: null,
        payBy:
          placed.state === 'confirmed' && payment === 'pending'
            ? feePayBy(new Date(now), event.startsAt)
            : null,
        attendedAt: null,
        remindedAt: null,
        createdAt: now,
        updatedAt: now,
        cancelledAt: null,
      };
      // The unique indexes decide between two requests at once; the seats taken above roll back.
      if (!(await events.insertRegistration(registration)))
        throw new AppError('invalidState', ALREADY_REGISTERED);
      const current = (await events.findEvent(event.eventId)) ?? event;
      if (placed.state === 'confirmed') await this.mails.confirmed(current, registration);
      else {
        const line = await events.waitingLine(event.eventId);
        const position =
          line.findIndex((each) => each.registrationId === registrationId) + 1 || line.length;
        await this.mails.waiting(current, registration, position);
      }
      return registration;
    });
  }

  /**
   * Cancels a live registration (inside the caller's transaction, or its own): its seats come
   * back and the line moves. Answers the registration as it stood before, or null when it was
   * cancelled already (nothing changed then).
   */
  async cancel(registrationId: string): Promise<RegistrationRecord | null> {
    const { events, transactions } = this.deps;
    return transactions.run(async () => {
      const seen = await events.findRegistration(registrationId);
      if (!seen || seen.state === 'cancelled') return null;
      await events.lockEvent(seen.eventId);
      // Read again under the event's lock: a promotion may have moved it meanwhile.
      const registration = await events.findRegistration(registrationId);
      if (!registration || registration.state === 'cancelled') return null;
      const now = this.deps.clock.now().toISOString();
      const changed = await events.changeRegistrationState(
        registrationId,
        registration.state,
        'cancelled',
        paymentAfterCancellation(registration.payment, false),
        now,
      );
      if (!changed) return null;
      if (registration.state === 'confirmed')
        await events.freeSeats(registration.eventId, seatsOf(registration.companions));
      else await events.leaveWaitingLine(registration.eventId);
      // A waiting party that left may have been the one that did not fit: those behind may now.
      await this.promote(registration.eventId);
      return registration;
    });
  }

  /** Promotes the waiting line into the seats free now, in line, mailing each; answers them. */
  async promote(eventId: string): Promise<RegistrationRecord[]> {
    const { events } = this.deps;
    const event = await events.findEvent(eventId);
    if (!event || (event.state !== 'published' && event.state !== 'closed')) return [];
    const line = await events.waitingLine(eventId);
    const promoted = promotionsOf(line, seatsLeft(event.capacity, event.seatsTaken));
    const at = this.deps.clock.now();
    const now = at.toISOString();
    const done: RegistrationRecord[] = [];
    for (const waiting of promoted) {
      // An online fee owed gets its days to be paid from now, when the seat is given.
      const payBy = waiting.payment === 'pending' ? feePayBy(at, event.startsAt) : null;
      const changed = await events.changeRegistrationState(
        waiting.registrationId,
        'waiting',
        'confirmed',
        waiting.payment,
        now,
        payBy,
      );
      if (!changed) continue;
      await events.seatPromoted(eventId, seatsOf(waiting.companions));
      const confirmed = { ...waiting, state: 'confirmed' as const, payBy, updatedAt: now };
      await this.mails.promoted(event, confirmed);
      done.push(confirmed);
    }
    return done;
  }
}
