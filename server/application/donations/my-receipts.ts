import { AUDIT_ACTIONS } from '../../../src/domain/admin';
import { validateFaxNumber } from '../../../src/domain/donations/fax-number';
import {
  NO_SUCH_DONATION,
  RESIDENT_NUMBER_CONSENT,
  type ReceiptScope,
} from '../../../src/domain/donations/receipt';
import {
  maskResidentNumber,
  validateResidentNumber,
} from '../../../src/domain/donations/resident-number';
import { calendarDateOf, toDate } from '../../../src/domain/shared/format/date-format';
import { formatCalendarDate } from '../../../src/domain/shared/calendar/calendar-date';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import {
  RECEIPT_SEND_KIND_NAMES,
  RECEIPT_SENDS_PER_DAY,
  type ReceiptSendKind,
} from '../../domain/donations/policies';
import { secondsUntil } from '../../domain/shared/attempt-throttle';
import { AppError, requireValid } from '../shared/app-error';
import type { AdminAudit } from '../admin';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { AccountRepository, Clock } from '../shared/ports';
import type { Principal } from '../shared/principal';
import type { DonorRecord, DonorRepository, FaxSender, ResidentNumberVault } from './ports';
import {
  type MadeReceipt,
  maskedEmail,
  maskedFaxNumber,
  type ReceiptIssuing,
} from './receipt-issuing';
import { faxReceipt, mailReceipt, type ReceiptMailDependencies } from './receipt-mail';

/** A resident number the member gives with a receipt request, with its own consent. */
export interface GivenResidentNumber {
  readonly residentNumber?: string;
  readonly residentNumberConsent?: boolean;
}

/** A receipt sent: `queued` when its fax waits in the office's queue (no fax service set). */
export interface SentReceipt {
  readonly serial: string;
  readonly reissue: boolean;
  readonly delivery: 'sent' | 'queued';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The refusal of a send over the day's limit, with the limit and when it resets (midnight). */
export function sendLimitReached(kind: ReceiptSendKind, now: Date): AppError {
  const tomorrow = calendarDateOf(new Date(now.getTime() + DAY_MS));
  const resetAt = toDate(formatCalendarDate(tomorrow));
  return new AppError(
    'tooManyRequests',
    `${RECEIPT_SEND_KIND_NAMES[kind]} 하루 ${RECEIPT_SENDS_PER_DAY[kind]}번까지 보낼 수 있습니다. ` +
      `내일(${formatCalendarDate(tomorrow)}) 0시부터 다시 보낼 수 있습니다.`,
    { 'retry-after': String(secondsUntil(resetAt.toISOString(), now)) },
  );
}

export const CONSENT_REQUIRED = `주민등록번호를 저장하려면 수집·이용에 동의해 주세요. ${RESIDENT_NUMBER_CONSENT}`;

export interface MyReceiptsDependencies extends ReceiptMailDependencies {
  readonly issuing: ReceiptIssuing;
  readonly donors: DonorRepository;
  /** The member's own address, which a day's limit counts apart from others. */
  readonly accounts: Pick<AccountRepository, 'find'>;
  readonly residentNumbers: ResidentNumberVault;
  readonly fax: FaxSender;
  /** The daily limits of sends. */
  readonly throttles: AttemptThrottles;
  /** Where the member's read of their own full number is recorded. */
  readonly audit: AdminAudit;
  readonly clock: Clock;
}

/**
 * The member's own receipts: sent by e-mail or fax, or downloaded. The PDFs sent show the
 * resident number masked; the member's own download shows it in full (their copy for the tax
 * office), and that read is recorded as an access to their personal data.
 */
export class MyReceipts {
  constructor(private readonly deps: MyReceiptsDependencies) {}

  async sendReceiptMail(
    principal: Principal,
    scope: ReceiptScope,
    request: GivenResidentNumber & { readonly email: string },
  ): Promise<SentReceipt> {
    const email = requireValid(validateEmail(request.email));
    const { donor, given } = await this.donorAndNumber(principal, request);
    const own = await this.isOwnAddress(principal, email);
    await this.countSend(principal, own ? 'ownMail' : 'otherMail');
    const receipt = await this.deps.issuing.make(donor, scope, { masked: given?.masked ?? null });
    await this.keep(donor, given);
    await mailReceipt(this.deps, receipt, email, () =>
      this.delivered(receipt, 'mail', maskedEmail(email), principal),
    );
    return { serial: receipt.serial, reissue: receipt.reissue, delivery: 'sent' };
  }

  async sendReceiptFax(
    principal: Principal,
    scope: ReceiptScope,
    request: GivenResidentNumber & { readonly faxNumber: string },
  ): Promise<SentReceipt> {
    const number = requireValid(validateFaxNumber(request.faxNumber));
    const { donor, given } = await this.donorAndNumber(principal, request);
    await this.countSend(principal, 'fax');
    const receipt = await this.deps.issuing.make(donor, scope, { masked: given?.masked ?? null });
    await this.keep(donor, given);
    const delivery = await faxReceipt(this.deps, receipt, number, principal.userId);
    await this.delivered(receipt, 'fax', maskedFaxNumber(number), principal);
    return { serial: receipt.serial, reissue: receipt.reissue, delivery };
  }

  async downloadReceipt(
    principal: Principal,
    scope: ReceiptScope,
    request: GivenResidentNumber,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const { donor, given } = await this.donorAndNumber(principal, request);
    const stored = given ? null : await this.deps.donors.residentNumberOf(donor.id);
    const full =
      given?.number ?? (stored ? this.deps.residentNumbers.open(stored.sealed, donor.id) : null);
    if (stored) {
      // The member reads their own number: recorded as any read of personal data, without address.
      await this.deps.audit.accessed(
        principal.userId,
        [principal.userId],
        'download',
        AUDIT_ACTIONS.downloadReceipt,
      );
    }
    const receipt = await this.deps.issuing.make(donor, scope, { full });
    await this.keep(donor, given);
    await receipt.delivered('download', null, principal.userId);
    return { fileName: receipt.fileName, pdf: receipt.pdf };
  }

  /** Forgets the member's stored resident number. */
  async forgetMyResidentNumber(principal: Principal): Promise<void> {
    const donor = await this.donorOf(principal);
    await this.deps.donors.setResidentNumber(donor.id, null, this.now());
  }

  private async delivered(
    receipt: MadeReceipt,
    channel: 'mail' | 'fax',
    destination: string,
    principal: Principal,
  ): Promise<void> {
    await receipt.delivered(channel, destination, principal.userId);
  }

  /** Whether the address is the member's own e-mail, proven by a code when it was set. */
  private async isOwnAddress(principal: Principal, email: string): Promise<boolean> {
    const account = await this.deps.accounts.find(principal.userId);
    return account?.email?.toLowerCase() === email.toLowerCase();
  }

  /**
   * Counts a send against the member's daily limit of its kind, atomically in the database
   * (a count per member, kind and Korean day), or refuses it before anything is made or sent.
   */
  private async countSend(principal: Principal, kind: ReceiptSendKind): Promise<void> {
    const now = this.deps.clock.now();
    const today = formatCalendarDate(calendarDateOf(now));
    const limit = RECEIPT_SENDS_PER_DAY[kind];
    const { throttles } = this.deps;
    const key = throttles.keyOf(`receipt-send-${kind}`, principal.userId, today);
    // The limit-th send of the day starts a wait longer than the day: the key is the day's.
    const schedule = { freeAttempts: limit, delaysMs: [DAY_MS], forgetAfterMs: DAY_MS };
    await throttles.take(key, schedule, now, () => sendLimitReached(kind, now));
  }

  /**
   * The member's donor record and the resident number given with the request, checked (its
   * consent too) but not kept yet: it is kept once the receipt is made, so that a request
   * refused for another reason changes nothing.
   */
  private async donorAndNumber(
    principal: Principal,
    request: GivenResidentNumber,
  ): Promise<{ donor: DonorRecord; given: { number: string; masked: string } | null }> {
    const donor = await this.donorOf(principal);
    if (request.residentNumber === undefined || request.residentNumber.trim() === '') {
      return { donor, given: null };
    }
    if (request.residentNumberConsent !== true)
      throw new AppError('invalidInput', CONSENT_REQUIRED);
    const number = requireValid(
      validateResidentNumber(request.residentNumber, calendarDateOf(this.deps.clock.now())),
    );
    return { donor, given: { number, masked: maskResidentNumber(number) } };
  }

  /** Keeps a given resident number, sealed under the donor. */
  private async keep(
    donor: DonorRecord,
    given: { number: string; masked: string } | null,
  ): Promise<void> {
    if (!given) return;
    await this.deps.donors.setResidentNumber(
      donor.id,
      { sealed: this.deps.residentNumbers.seal(given.number, donor.id), masked: given.masked },
      this.now(),
    );
  }

  private async donorOf(principal: Principal): Promise<DonorRecord> {
    const donor = await this.deps.donors.findOfMember(principal.userId);
    if (!donor) throw new AppError('notFound', NO_SUCH_DONATION);
    return donor;
  }

  private now(): string {
    return this.deps.clock.now().toISOString();
  }
}
