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
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import { validateEmail } from '../../../src/domain/shared/validation/email';
import { AppError, requireValid } from '../shared/app-error';
import type { Principal, UseCaseContext } from '../shared/context';
import type { DonorRecord } from './ports';
import { type MadeReceipt, maskedEmail, maskedFaxNumber, ReceiptIssuing } from './receipt-issuing';
import { mailReceipt } from './receipt-mail';

/** A resident number the member gives with a receipt request, with its own consent. */
export interface GivenResidentNumber {
  readonly residentNumber?: string;
  readonly residentNumberConsent?: boolean;
}

export const CONSENT_REQUIRED = `주민등록번호를 저장하려면 수집·이용에 동의해 주세요. ${RESIDENT_NUMBER_CONSENT}`;

/**
 * The member's own receipts: sent by e-mail or fax, or downloaded. The PDFs sent show the
 * resident number masked; the member's own download shows it in full (their copy for the tax
 * office), and that read is recorded as an access to their personal data.
 */
export class MyReceipts {
  private readonly issuing: ReceiptIssuing;

  constructor(private readonly context: UseCaseContext) {
    this.issuing = new ReceiptIssuing(context);
  }

  async sendMail(
    principal: Principal,
    scope: ReceiptScope,
    request: GivenResidentNumber & { readonly email: string },
  ): Promise<{ serial: string; reissue: boolean }> {
    const email = requireValid(validateEmail(request.email));
    const { donor, given } = await this.donorAndNumber(principal, request);
    const receipt = await this.issuing.make(donor, scope, { masked: given?.masked ?? null });
    await this.keep(donor, given);
    await mailReceipt(this.context, receipt, email);
    return this.delivered(receipt, 'mail', maskedEmail(email), principal);
  }

  async sendFax(
    principal: Principal,
    scope: ReceiptScope,
    request: GivenResidentNumber & { readonly faxNumber: string },
  ): Promise<{ serial: string; reissue: boolean }> {
    const number = requireValid(validateFaxNumber(request.faxNumber));
    const { donor, given } = await this.donorAndNumber(principal, request);
    const receipt = await this.issuing.make(donor, scope, { masked: given?.masked ?? null });
    await this.keep(donor, given);
    await this.context.fax.send({
      number,
      fileName: receipt.fileName,
      pdf: receipt.pdf,
      subject: `${this.context.settings.associationName} 기부금영수증 ${receipt.serial}`,
    });
    return this.delivered(receipt, 'fax', maskedFaxNumber(number), principal);
  }

  async download(
    principal: Principal,
    scope: ReceiptScope,
    request: GivenResidentNumber,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    const { donor, given } = await this.donorAndNumber(principal, request);
    const stored = given ? null : await this.context.store.donors.residentNumberOf(donor.id);
    const full =
      given?.number ?? (stored ? this.context.residentNumbers.open(stored.sealed, donor.id) : null);
    if (stored) {
      await this.context.store.personalDataAccess.record([
        {
          at: this.context.clock.now().toISOString(),
          actorId: principal.userId,
          ip: null,
          memberId: principal.userId,
          kind: 'download',
          detail: 'receipt.download',
        },
      ]);
    }
    const receipt = await this.issuing.make(donor, scope, { full });
    await this.keep(donor, given);
    await receipt.delivered('download', null, principal.userId);
    return { fileName: receipt.fileName, pdf: receipt.pdf };
  }

  /** Forgets the member's stored resident number. */
  async forgetResidentNumber(principal: Principal): Promise<void> {
    const donor = await this.donorOf(principal);
    await this.context.store.donors.setResidentNumber(donor.id, null, this.now());
  }

  private async delivered(
    receipt: MadeReceipt,
    channel: 'mail' | 'fax',
    destination: string,
    principal: Principal,
  ): Promise<{ serial: string; reissue: boolean }> {
    await receipt.delivered(channel, destination, principal.userId);
    return { serial: receipt.serial, reissue: receipt.reissue };
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
      validateResidentNumber(request.residentNumber, calendarDateOf(this.context.clock.now())),
    );
    return { donor, given: { number, masked: maskResidentNumber(number) } };
  }

  /** Keeps a given resident number, sealed under the donor. */
  private async keep(
    donor: DonorRecord,
    given: { number: string; masked: string } | null,
  ): Promise<void> {
    if (!given) return;
    await this.context.store.donors.setResidentNumber(
      donor.id,
      { sealed: this.context.residentNumbers.seal(given.number, donor.id), masked: given.masked },
      this.now(),
    );
  }

  private async donorOf(principal: Principal): Promise<DonorRecord> {
    const donor = await this.context.store.donors.findOfMember(principal.userId);
    if (!donor) throw new AppError('notFound', NO_SUCH_DONATION);
    return donor;
  }

  private now(): string {
    return this.context.clock.now().toISOString();
  }
}
