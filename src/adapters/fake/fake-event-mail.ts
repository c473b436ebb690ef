import type { MyRegistration } from '../../application/events/event-views';
import { REGISTRATION_STATE_LABELS } from '../../domain/events';
import { formatDate } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';
import type { FakeRegistration } from './fake-event-records';

/**
 * What an attendee gets from the fake backend: their registration's view (its signed link and
 * check-in QR code) and the mails the server sends (registered, promoted from the waiting list,
 * the event changed or called off), in the outbox.
 */
export class FakeEventMail {
  constructor(private readonly backend: FakeBackend) {}

  /** A path of the site as a full address (the fake's origin is the page's). */
  address(path: string): string {
    return `${globalThis.location?.origin ?? 'http://localhost'}${path}`;
  }

  linkOf(registration: FakeRegistration): string {
    const path = this.backend.routes.byId('eventRegistration').path;
    return `${path}?t=${registration.token}`;
  }

  async viewOf(registration: FakeRegistration): Promise<MyRegistration> {
    const link = this.linkOf(registration);
    const qr = registration.state === 'confirmed' ? await qrImageOf(this.address(link)) : null;
    return this.backend.events.myRegistrationOf(registration, this.backend.clock.now(), link, qr);
  }

  registered(registration: FakeRegistration): void {
    const position = this.backend.events.waitingPosition(registration);
    const what =
      position === null ? '참가가 확정되었습니다.' : `대기 ${position}번으로 신청되었습니다.`;
    this.send(registration, `[총동문회] ${this.titleOf(registration)} 신청 — ${what}`, what);
  }

  promoted(registration: FakeRegistration): void {
    const what = '대기 중이던 신청이 참가 확정되었습니다.';
    this.send(registration, `[총동문회] ${this.titleOf(registration)} — ${what}`, what);
  }

  changed(registration: FakeRegistration): void {
    const what = '행사 안내가 바뀌었습니다. 일시와 장소를 다시 확인해 주세요.';
    this.send(registration, `[총동문회] ${this.titleOf(registration)} 변경 안내`, what);
  }

  cancelled(registration: FakeRegistration, reason: string): void {
    const what = `행사가 취소되었습니다. ${reason}`;
    this.send(registration, `[총동문회] ${this.titleOf(registration)} 취소 안내`, what);
  }

  private titleOf(registration: FakeRegistration): string {
    return this.backend.events.event(registration.eventId)?.title ?? '행사';
  }

  private send(registration: FakeRegistration, subject: string, what: string): void {
    if (!registration.email) return;
    const event = this.backend.events.event(registration.eventId);
    const state = REGISTRATION_STATE_LABELS[registration.state];
    this.backend.sendMail({
      to: registration.email,
      subject,
      text: [
        `${registration.name}님, ${what}`,
        event ? `일시: ${formatDate(event.startsAt)} · 장소: ${event.placeName}` : '',
        `신청 상태: ${state}`,
        `신청 확인·취소: ${this.address(this.linkOf(registration))}`,
      ]
        .filter(Boolean)
        .join('\n'),
    });
  }
}

/**
 * The check-in QR code as a PNG data URL. Loaded when first needed, so that the demo's start
 * does not carry the encoder; null where it cannot draw.
 */
async function qrImageOf(text: string): Promise<string | null> {
  try {
    const { toDataURL } = await import('qrcode');
    return await toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  } catch {
    return null;
  }
}
