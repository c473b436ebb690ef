import QRCode from 'qrcode';
import {
  CALENDAR_MEDIA_TYPE,
  type CalendarEntry,
  eventCalendar,
  PAYMENT_STATUS_LABELS,
} from '../../../src/domain/events';
import { formatClockTime } from '../../../src/domain/shared/format/date-format';
import { formatDateWithWeekday } from '../../../src/domain/shared/format/date-words';
import { formatNumber } from '../../../src/domain/shared/format/number-format';
import { type MailSettings, signature } from '../shared/mail-messages';
import type { Clock, MailAttachment, Mailer, OutgoingMail } from '../shared/ports';
import type { EventRecord, RegistrationRecord } from './ports';
import type { RegistrationTokens } from './registration-tokens';

/** Where the site's event pages are (the route table's paths on the public origin). */
export interface EventPages {
  /** The event's public page. */
  eventPage(eventId: string): string;
  /** A registration's own page, with its signed token: what the QR code encodes. */
  registrationPage(token: string): string;
}

export interface EventMailsDependencies {
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly pages: EventPages;
  readonly tokens: RegistrationTokens;
  readonly clock: Clock;
}

/** 2026.12.12 (토) 14:00 */
export function eventTimeText(instant: string): string {
  return `${formatDateWithWeekday(instant)} ${formatClockTime(instant)}`;
}

/** The check-in QR code of a registration page's address, as a PNG (small: made inline). */
export function checkInQrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/** The same QR as a data URL, for the registration's page. */
export function checkInQrDataUrl(link: string): Promise<string> {
  return QRCode.toDataURL(link, { errorCorrectionLevel: 'M', margin: 2, width: 320 });
}

/**
 * The attendee's mails (issue 33, item 4), written to the outbox inside the change's
 * transaction: the confirmation (with the .ics and the check-in QR code), the waiting list's
 * notice, the promotion, the reminder the day before, the office's change and cancellation.
 */
export class EventMails {
  constructor(private readonly deps: EventMailsDependencies) {}

  linkOf(registrationId: string): string {
    return this.deps.pages.registrationPage(this.deps.tokens.tokenFor(registrationId));
  }

  calendarOf(event: EventRecord): string {
    return eventCalendar(this.calendarEntryOf(event));
  }

  calendarEntryOf(event: EventRecord): CalendarEntry {
    const { mailSettings, pages, clock } = this.deps;
    return {
      uid: `event-${event.eventId}@${new URL(mailSettings.publicOrigin).host}`,
      sequence: event.calendarSequence,
      title: event.title,
      description: [event.description, event.programme].filter(Boolean).join('\n\n'),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: [event.placeName, event.placeAddress].filter(Boolean).join(', '),
      url: pages.eventPage(event.eventId),
      organizer: event.contactEmail ? { name: event.contactName, email: event.contactEmail } : null,
      cancelled: event.state === 'cancelled',
      stamp: clock.now().toISOString(),
    };
  }

  async confirmed(event: EventRecord, registration: RegistrationRecord): Promise<void> {
    await this.send(
      registration,
      `${event.title} 참가 신청이 확정되었습니다`,
      [
        `${registration.name} 님, ${event.title} 참가 신청이 확정되었습니다.`,
        ...this.paymentLines(registration),
        '',
        ...this.details(event, registration),
        '',
        '행사 당일 입구에서 첨부한 QR 코드(또는 아래 링크의 화면)를 보여 주세요.',
        '첨부한 달력 파일(.ics)을 열면 휴대전화 달력에 일정이 추가됩니다.',
        '',
        `신청 확인·취소: ${this.linkOf(registration.registrationId)}`,
      ],
      await this.withTicket(event, registration),
    );
  }

  async waiting(
    event: EventRecord,
    registration: RegistrationRecord,
    position: number,
  ): Promise<void> {
    await this.send(registration, `${event.title} 대기 신청이 접수되었습니다`, [
      `${registration.name} 님, ${event.title}의 정원이 차서 대기자로 접수되었습니다(대기 ${String(position)}번).`,
      '앞선 신청이 취소되면 순서대로 자동으로 참가가 확정되고, 메일로 알려 드립니다.',
      '',
      ...this.details(event, registration),
      '',
      `신청 확인·취소: ${this.linkOf(registration.registrationId)}`,
    ]);
  }

  async promoted(event: EventRecord, registration: RegistrationRecord): Promise<void> {
    await this.send(
      registration,
      `${event.title} 대기에서 참가가 확정되었습니다`,
      [
        `${registration.name} 님, 자리가 나서 ${event.title} 대기 신청이 참가 확정으로 바뀌었습니다.`,
        ...this.paymentLines(registration),
        '',
        ...this.details(event, registration),
        '',
        '행사 당일 입구에서 첨부한 QR 코드를 보여 주세요.',
        '',
        `신청 확인·취소: ${this.linkOf(registration.registrationId)}`,
      ],
      await this.withTicket(event, registration),
    );
  }

  async reminder(event: EventRecord, registration: RegistrationRecord): Promise<void> {
    await this.send(
      registration,
      `내일은 ${event.title}입니다`,
      [
        `${registration.name} 님, ${event.title}이(가) 곧 열립니다.`,
        ...this.paymentLines(registration),
        '',
        ...this.details(event, registration),
        '',
        '입구에서 첨부한 QR 코드를 보여 주세요.',
        '',
        `신청 확인: ${this.linkOf(registration.registrationId)}`,
      ],
      [await this.qrAttachment(registration)],
    );
  }

  async changed(event: EventRecord, registration: RegistrationRecord): Promise<void> {
    await this.send(
      registration,
      `${event.title} 안내가 바뀌었습니다`,
      [
        `${registration.name} 님, 신청하신 ${event.title}의 안내가 바뀌었습니다. 바뀐 내용을 확인해 주세요.`,
        '',
        ...this.details(event, registration),
        '',
        '첨부한 달력 파일(.ics)을 열면 달력의 일정도 바뀝니다.',
        '',
        `신청 확인·취소: ${this.linkOf(registration.registrationId)}`,
      ],
      [this.calendarAttachment(event)],
    );
  }

  async eventCancelled(
    event: EventRecord,
    registration: RegistrationRecord,
    reason: string,
  ): Promise<void> {
    await this.send(
      registration,
      `${event.title}이(가) 취소되었습니다`,
      [
        `${registration.name} 님, 신청하신 ${event.title}(${eventTimeText(event.startsAt)})이(가) 취소되어 신청도 함께 취소되었습니다.`,
        ...(reason ? ['', `취소 사유: ${reason}`] : []),
        ...(registration.payment === 'paid'
          ? ['', '온라인으로 내신 참가비는 결제하신 수단으로 환불해 드립니다.']
          : []),
        '',
        '불편을 드려 죄송합니다.',
      ],
      [this.calendarAttachment(event)],
    );
  }

  async registrationCancelled(
    event: EventRecord,
    registration: RegistrationRecord,
    why: 'attendee' | 'office' | 'unpaid',
    refund: boolean,
  ): Promise<void> {
    const opening = {
      attendee: `${event.title} 참가 신청을 취소하셨습니다.`,
      office: `${event.title} 참가 신청이 총동문회 사무국에서 취소되었습니다.`,
      unpaid: `${event.title} 참가비 결제가 완료되지 않아 참가 신청이 취소되었습니다.`,
    }[why];
    await this.send(registration, `${event.title} 참가 신청이 취소되었습니다`, [
      `${registration.name} 님, ${opening}`,
      ...(refund ? ['온라인으로 내신 참가비는 결제하신 수단으로 환불해 드립니다.'] : []),
      '',
      `행사 안내: ${this.deps.pages.eventPage(event.eventId)}`,
    ]);
  }

  private details(event: EventRecord, registration: RegistrationRecord): string[] {
    return [
      `- 행사: ${event.title}`,
      `- 일시: ${eventTimeText(event.startsAt)} ~ ${eventTimeText(event.endsAt)}`,
      `- 장소: ${[event.placeName, event.placeAddress].filter(Boolean).join(', ')}`,
      `- 인원: 본인${registration.companions > 0 ? ` 외 동반 가족 ${String(registration.companions)}명` : ''}`,
      ...(registration.amount > 0
        ? [
            `- 참가비: ${formatNumber(registration.amount)}원 (${PAYMENT_STATUS_LABELS[registration.payment]})`,
          ]
        : []),
      `- 문의: ${event.contactName} ${event.contactPhone}${event.contactEmail ? ` ${event.contactEmail}` : ''}`,
      `- 행사 안내: ${this.deps.pages.eventPage(event.eventId)}`,
    ];
  }

  private paymentLines(registration: RegistrationRecord): string[] {
    if (registration.payment === 'pending')
      return [
        registration.payBy !== null
          ? `참가비 결제가 아직 끝나지 않았습니다. ${eventTimeText(registration.payBy)}까지 아래 링크에서 결제를 마쳐 주세요. 그때까지 결제하지 않으면 신청이 취소되고 자리는 다음 대기자에게 넘어갑니다.`
          : '참가비 결제가 아직 끝나지 않았습니다. 아래 링크에서 결제를 마쳐 주세요. 결제하지 않으면 신청이 취소될 수 있습니다.',
      ];
    if (registration.payment === 'door') return ['참가비는 행사 당일 현장에서 내시면 됩니다.'];
    return [];
  }

  private async withTicket(
    event: EventRecord,
    registration: RegistrationRecord,
  ): Promise<MailAttachment[]> {
    return [this.calendarAttachment(event), await this.qrAttachment(registration)];
  }

  private calendarAttachment(event: EventRecord): MailAttachment {
    return {
      fileName: 'event.ics',
      contentType: CALENDAR_MEDIA_TYPE,
      content: Buffer.from(this.calendarOf(event), 'utf8'),
    };
  }

  private async qrAttachment(registration: RegistrationRecord): Promise<MailAttachment> {
    return {
      fileName: 'check-in-qr.png',
      contentType: 'image/png',
      content: await checkInQrPng(this.linkOf(registration.registrationId)),
    };
  }

  private async send(
    registration: RegistrationRecord,
    subject: string,
    lines: readonly string[],
    attachments: readonly MailAttachment[] = [],
  ): Promise<void> {
    const { mailSettings } = this.deps;
    const mail: OutgoingMail = {
      to: registration.email,
      subject: `[${mailSettings.associationName}] ${subject}`,
      text: lines.join('\n') + signature(mailSettings),
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    await this.deps.mailer.send(mail);
  }
}
