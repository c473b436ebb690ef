import type { DataOf } from '../../../src/contract/endpoint-types';
import type {
  MyRegistrationData,
  RegistrationDraftData,
  RegistrationResultData,
} from '../../../src/contract/events';
import {
  attendeeCancellation,
  readRegistration,
  myRegistrationOf,
  refundable,
  registrationRefusal,
} from '../../../src/domain/events';
import type { PaymentMethod } from '../../../src/domain/payments';
import { AppError } from '../shared/app-error';
import type { Principal } from '../shared/principal';
import type { EventsDependencies } from './dependencies';
import { checkInQrDataUrl, type EventMails } from './event-mails';
import type { EventRecord, RegistrationRecord } from './ports';
import type { RegistrationTokens } from './registration-tokens';
import { ALREADY_REGISTERED, type SeatLedger } from './seat-ledger';

const NOT_FOUND = '신청을 찾을 수 없습니다. 메일의 링크로 다시 열어 주세요.';
const NO_ONLINE_PAYMENT =
  '지금은 온라인 결제를 받지 않습니다. 현장 결제를 고르거나 총동문회 사무국에 문의해 주세요.';

/** Who asks for a registration: a member by their session, anyone by its signed link. */
export interface RegistrationAccess {
  readonly principal: Principal | null;
  readonly token: string | undefined;
}

/**
 * The attendee's side (issue 33, items 2 and 3): registering (a member with their session, a
 * visitor when the office allows), the member's list, one registration by its signed link or
 * the session, cancelling it until the deadline (a paid fee refunded before the refund
 * deadline), and paying a fee still owed.
 */
export class AttendeeRegistrations {
  constructor(
    private readonly deps: Pick<
      EventsDependencies,
      'events' | 'fees' | 'transactions' | 'clock' | 'random' | 'reportFailure'
    >,
    private readonly ledger: SeatLedger,
    private readonly mails: EventMails,
    private readonly tokens: RegistrationTokens,
  ) {}

  async registerForEvent(
    principal: Principal | null,
    eventId: string,
    draft: RegistrationDraftData,
  ): Promise<RegistrationResultData> {
    const { events, clock } = this.deps;
    const event = await events.findEvent(eventId);
    if (!event || event.state === 'draft')
      throw new AppError('notFound', '행사를 찾을 수 없습니다.');
    const member = principal !== null;
    const refusal = registrationRefusal(event, clock.now(), member);
    if (refusal !== null) throw new AppError('invalidState', refusal);
    const reading = readRegistration(draft, event, member);
    if (!reading.ok) {
      const [first] = Object.values(reading.refusals);
      throw new AppError('invalidInput', first);
    }
    const checked = reading.registration;
    const online = checked.payment === 'online' && checked.amount > 0;
    const method = online ? this.methodOf(draft.method) : null;
    const existing = await events.liveRegistration(
      eventId,
      principal ? { memberId: principal.userId } : { email: checked.email },
    );
    if (existing) throw new AppError('invalidState', ALREADY_REGISTERED);

    const registration = await this.ledger.register(
      event,
      this.deps.random.id(),
      principal?.userId ?? null,
      checked,
    );
    const payment =
      method !== null && registration.state === 'confirmed'
        ? await this.checkout(registration.registrationId, method)
        : null;
    const current = (await events.findEvent(eventId)) ?? event;
    const stored = (await events.findRegistration(registration.registrationId)) ?? registration;
    return { registration: await this.viewOf(current, stored), payment };
  }

  async myEventRegistrations(principal: Principal): Promise<DataOf<'myEventRegistrations'>> {
    const registrations = await this.deps.events.registrationsOfMember(principal.userId);
    const views: MyRegistrationData[] = [];
    for (const registration of registrations) {
      const event = await this.deps.events.findEvent(registration.eventId);
      if (event && event.state !== 'draft') views.push(await this.viewOf(event, registration));
    }
    return views;
  }

  async eventRegistration(
    access: RegistrationAccess,
    registrationId: string,
  ): Promise<MyRegistrationData> {
    const { event, registration } = await this.reachable(access, registrationId);
    return this.viewOf(event, registration);
  }

  async cancelEventRegistration(
    access: RegistrationAccess,
    registrationId: string,
  ): Promise<MyRegistrationData> {
    const { event, registration } = await this.reachable(access, registrationId);
    const now = this.deps.clock.now();
    const cancellation = attendeeCancellation(event, registration, now);
    if (!cancellation.allowed) throw new AppError('invalidState', cancellation.message);
    const cancelled = await this.deps.transactions.run(async () => {
      const before = await this.ledger.cancel(registrationId);
      if (before) {
        const refund = refundable(event, before, now) && before.orderId !== null;
        await this.mails.registrationCancelled(event, before, 'attendee', refund);
      }
      return before;
    });
    if (!cancelled) throw new AppError('invalidState', '이미 취소된 신청입니다.');
    if (refundable(event, cancelled, now) && cancelled.orderId !== null)
      await refundFee(this.deps, cancelled, '참가자 본인 취소');
    return this.eventRegistration(access, registrationId);
  }

  async payEventFee(
    access: RegistrationAccess,
    registrationId: string,
    method: PaymentMethod,
  ): Promise<DataOf<'payEventFee'>> {
    const { event, registration } = await this.reachable(access, registrationId);
    if (
      event.state === 'cancelled' ||
      registration.state !== 'confirmed' ||
      registration.payment !== 'pending'
    )
      throw new AppError('invalidState', '지금 결제할 참가비가 없습니다.');
    return this.checkout(registrationId, this.methodOf(method));
  }

  /** The registration as its attendee sees it. */
  async viewOf(event: EventRecord, registration: RegistrationRecord): Promise<MyRegistrationData> {
    const link = this.mails.linkOf(registration.registrationId);
    let waitingPosition: number | null = null;
    if (registration.state === 'waiting') {
      const line = await this.deps.events.waitingLine(event.eventId);
      waitingPosition =
        line.findIndex((each) => each.registrationId === registration.registrationId) + 1 || null;
    }
    return myRegistrationOf(event, registration, {
      waitingPosition,
      link,
      checkInQr: registration.state === 'confirmed' ? await checkInQrDataUrl(link) : null,
      onlinePayments: this.deps.fees.methods().length > 0,
      now: this.deps.clock.now(),
    });
  }

  private async checkout(registrationId: string, method: PaymentMethod) {
    const started = await this.deps.fees.startFeeCheckout({ registrationId, method });
    await this.deps.events.setOrder(
      registrationId,
      started.orderId,
      this.deps.clock.now().toISOString(),
    );
    return started;
  }

  private methodOf(method: PaymentMethod | ''): PaymentMethod {
    const methods = this.deps.fees.methods();
    if (methods.length === 0) throw new AppError('invalidInput', NO_ONLINE_PAYMENT);
    if (method === '' || !methods.includes(method))
      throw new AppError('invalidInput', '결제 수단을 골라 주세요.');
    return method;
  }

  /** The registration, when the session's member made it or the link's token names it. */
  private async reachable(
    access: RegistrationAccess,
    registrationId: string,
  ): Promise<{ event: EventRecord; registration: RegistrationRecord }> {
    const registration = await this.deps.events.findRegistration(registrationId);
    const byToken =
      access.token !== undefined && this.tokens.registrationOf(access.token) === registrationId;
    const bySession =
      access.principal !== null &&
      registration !== null &&
      registration.memberId === access.principal.userId;
    if (!registration || !(byToken || bySession)) throw new AppError('notFound', NOT_FOUND);
    const event = await this.deps.events.findEvent(registration.eventId);
    if (!event) throw new AppError('notFound', NOT_FOUND);
    return { event, registration };
  }
}

/**
 * Refunds a cancelled registration's paid fee through the payments feature: `refunded` when it
 * went through; otherwise the office refunds by hand (the registration stays cancelled, `paid`).
 */
export async function refundFee(
  deps: Pick<EventsDependencies, 'events' | 'fees' | 'clock' | 'reportFailure'>,
  registration: RegistrationRecord,
  reason: string,
): Promise<boolean> {
  if (registration.orderId === null || registration.payment !== 'paid') return false;
  try {
    const outcome = await deps.fees.refundFee(registration.orderId, reason);
    if (!outcome.refunded) return false;
    await deps.events.changePayment(
      registration.registrationId,
      ['paid'],
      'refunded',
      deps.clock.now().toISOString(),
    );
    return true;
  } catch (error) {
    deps.reportFailure('an event fee’s refund', error);
    return false;
  }
}
