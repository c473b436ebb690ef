import { registrationErasureCutoff } from '../../../src/domain/events';
import type { EventsDependencies } from './dependencies';
import type { EventMails } from './event-mails';

/** How long before an event its reminder goes: the day before. */
export const REMINDER_AHEAD_MS = 24 * 60 * 60 * 1000;

/**
 * The reminder the day before (issue 33, item 4), sent by the server's hourly maintenance: to
 * each confirmed registration of an event starting within a day, once (a conditional update
 * marks it in the mail's transaction, even with several instances running the schedule).
 */
export class EventReminders {
  constructor(
    private readonly deps: Pick<EventsDependencies, 'events' | 'transactions' | 'clock'>,
    private readonly mails: EventMails,
  ) {}

  /** Sends the reminders due; answers how many. */
  async sendDue(): Promise<number> {
    const now = this.deps.clock.now();
    const due = await this.deps.events.dueReminders(
      now.toISOString(),
      new Date(now.getTime() + REMINDER_AHEAD_MS).toISOString(),
    );
    let sent = 0;
    for (const { registration, event } of due) {
      const first = await this.deps.transactions.run(async () => {
        const marked = await this.deps.events.markReminded(
          registration.registrationId,
          now.toISOString(),
        );
        if (marked) await this.mails.reminder(event, registration);
        return marked;
      });
      if (first) sent += 1;
    }
    return sent;
  }

  /**
   * The privacy policy's retention: a year after an event, its registrations keep only what the
   * counts need (state, 기수, companions, attendance). Answers how many were erased.
   */
  async erasePastDetails(): Promise<number> {
    const now = this.deps.clock.now();
    return this.deps.events.erasePersonalDetails(registrationErasureCutoff(now), now.toISOString());
  }
}
