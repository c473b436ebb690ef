import { AUDIT_ACTIONS, donorDataSubject } from '../../../src/domain/admin';
import {
  type DonorReceipts,
  donorReceiptItemsOf,
} from '../../../src/domain/donations/donor-receipts';
import { validateFaxNumber } from '../../../src/domain/donations/fax-number';
import { receiptScopeKey, type ReceiptScope } from '../../../src/domain/donations/receipt';
import { receiptEmailOf } from '../../../src/domain/donations/receipt-contents';
import { NO_SUCH_DONOR } from '../../../src/domain/donations/records';
import { calendarDateOf } from '../../../src/domain/shared/format/date-format';
import type { AdminActor, AdminAudit } from '../admin';
import { AppError, requireValid } from '../shared/app-error';
import type { AccountRepository, Clock } from '../shared/ports';
import type {
  DonationRepository,
  DonorRecord,
  DonorRepository,
  FaxSender,
  ReceiptRepository,
} from './ports';
import { serialOf } from './receipt-contents';
import { type MadeReceipt, maskedFaxNumber, type ReceiptIssuing } from './receipt-issuing';
import { faxReceipt } from './receipt-mail';

export interface OfficeDonorReceiptsDependencies {
  readonly issuing: ReceiptIssuing;
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly donationReceipts: ReceiptRepository;
  readonly accounts: Pick<AccountRepository, 'findProfile'>;
  readonly fax: FaxSender;
  readonly associationName: string;
  readonly audit: AdminAudit;
  readonly clock: Clock;
}

/**
 * A donor's receipts on the office's donor page (issue 29): for donors the year's batch could
 * not mail (no e-mail), the office issues the year's or a gift's receipt never issued (or again,
 * under its serial), as a PDF to print and post, or by fax (queued for the office when no fax
 * service is set up). The PDFs show the resident number masked, as every receipt sent does.
 * Every step is audited and counted in the register.
 */
export class OfficeDonorReceipts {
  constructor(private readonly deps: OfficeDonorReceiptsDependencies) {}

  /** The donor's receipts of a year (the latest they gave in unless given). */
  officeDonorReceipts(
    actor: AdminActor,
    donorId: string,
    yearAsked?: number,
  ): Promise<DonorReceipts> {
    return this.deps.audit.audited(actor, AUDIT_ACTIONS.listDonors, donorId, async () => {
      const { donor, residentNumberOnFile } = await this.requireDonor(donorId);
      const { donations, donationReceipts, accounts } = this.deps;
      const { years } = await donations.overviewOf(donorId);
      const year = yearAsked ?? years[0] ?? calendarDateOf(this.deps.clock.now()).year;
      const gifts = await donations.ofDonorBetween(donorId, `${year}-01-01`, `${year}-12-31`);
      const scopeKeys = [
        receiptScopeKey({ kind: 'year', year }),
        ...gifts.map((gift) => receiptScopeKey({ kind: 'donation', donationId: gift.donationId })),
      ];
      const live = new Map<string, { receiptId: string; serial: string; issueCount: number }>();
      for (const scopeKey of await donationReceipts.liveScopes(donorId, scopeKeys)) {
        const receipt = await donationReceipts.live(donorId, scopeKey);
        if (receipt) {
          live.set(scopeKey, {
            receiptId: receipt.id,
            serial: serialOf(receipt),
            issueCount: receipt.issueCount,
          });
        }
      }
      const member = donor.memberId ? await accounts.findProfile(donor.memberId) : null;
      await this.deps.audit.accessed(
        actor,
        [donorDataSubject({ donorId, memberId: donor.memberId })],
        'view',
        AUDIT_ACTIONS.listDonors,
      );
      return {
        donorId,
        name: donor.name,
        kind: donor.kind,
        email: receiptEmailOf(donor, member),
        residentNumberOnFile,
        year,
        years,
        items: donorReceiptItemsOf(year, gifts, live),
      };
    });
  }

  /** The receipt as a PDF to print and post: its first issue, or 재발급 under its serial. */
  printDonorReceipt(
    actor: AdminActor,
    donorId: string,
    scope: ReceiptScope,
  ): Promise<{ fileName: string; pdf: Buffer }> {
    return this.deps.audit.audited(
      actor,
      AUDIT_ACTIONS.printDonorReceipt,
      donorId,
      async () => {
        const made = await this.make(donorId, scope);
        await made.delivered('download', null, actor.id);
        return { fileName: made.fileName, pdf: made.pdf, serial: made.serial };
      },
      (result) => `${result.serial} (${receiptScopeKey(scope)})`,
    );
  }

  /** The receipt faxed: sent, or waiting in the office's fax queue when no service is set up. */
  faxDonorReceipt(
    actor: AdminActor,
    donorId: string,
    scope: ReceiptScope,
    faxNumberInput: string,
  ): Promise<{ serial: string; reissue: boolean; delivery: 'sent' | 'queued' }> {
    return this.deps.audit
      .audited(
        actor,
        AUDIT_ACTIONS.faxDonorReceipt,
        donorId,
        async () => {
          const number = requireValid(validateFaxNumber(faxNumberInput));
          const made = await this.make(donorId, scope);
          const delivery = await faxReceipt(this.deps, made, number, actor.id);
          await made.delivered('fax', maskedFaxNumber(number), actor.id);
          return {
            serial: made.serial,
            reissue: made.reissue,
            delivery,
            to: maskedFaxNumber(number),
          };
        },
        (result) => `${result.serial} → ${result.to}`,
      )
      .then(({ serial, reissue, delivery }) => ({ serial, reissue, delivery }));
  }

  private async make(donorId: string, scope: ReceiptScope): Promise<MadeReceipt> {
    const { donor } = await this.requireDonor(donorId);
    const resident = await this.deps.donors.residentNumberOf(donorId);
    return this.deps.issuing.make(donor, scope, { masked: resident?.masked ?? null });
  }

  private async requireDonor(
    donorId: string,
  ): Promise<{ donor: DonorRecord; residentNumberOnFile: boolean }> {
    const [found] = await this.deps.donors.findMany([donorId]);
    if (!found) throw new AppError('notFound', NO_SUCH_DONOR);
    const { residentNumberOnFile, ...donor } = found;
    return { donor, residentNumberOnFile };
  }
}
