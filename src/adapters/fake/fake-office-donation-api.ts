import { isSameGift, likelyDuplicateWarning } from '../../domain/donations/duplicate-gift';
import { inject, injectable } from 'inversify';
import type {
  OfficeDonationApi,
  OfficeDonationFilter,
  OfficeDonationPage,
  RegisterQuery,
} from '../../application/donations/office-donation-api';
import type { RegisterExportFormat } from '../../domain/donations/receipt-register';
import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import { donorDataSubject } from '../../domain/admin/personal-data-access';
import {
  CONTRIBUTION_PAGE_SIZE,
  contributionPeriodOf,
} from '../../domain/donations/contribution-filter';
import type { UploadFile } from '../../application/files';
import type { ImportCommit } from '../../domain/donations/bank-statement';
import type { DisclosureDraft } from '../../domain/donations/disclosure';
import { donationChangeDetail } from '../../domain/donations/change-detail';
import { firstDonationRecord, supersedingDonationRecord } from '../../domain/donations/records';
import { NO_SUCH_DONATION, type ReceiptScope } from '../../domain/donations/receipt';
import type { ScholarshipDraft } from '../../domain/donations/scholarship';
import {
  closedFundRefusal,
  FUND_NAME_TAKEN,
  memberAlreadyDonorRefusal,
  NO_SUCH_DONOR,
  NO_SUCH_FUND,
  NO_SUCH_MEMBER,
  type DonationDraft,
  type Donor,
  type DonorDraft,
  type FundDraft,
  validateCorrectionReason,
  validateDonationDraft,
  validateDonorDraft,
  validateFundDraft,
  type ValidDonation,
} from '../../domain/donations/records';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { Page } from '../../domain/shared/paging/page';
import { FakeBackend } from './fake-backend';
import { FakeDonationImport } from './fake-donation-import';
import { FakeDonationReports } from './fake-donation-reports';
import type { FakeDonationRecord } from './fake-donation-records';
import { refusal } from './fake-error';
import { FakeOfficeAudit } from './fake-office-audit';
import { FakeFaxQueue } from './fake-fax-queue';
import { FakeDonorReceipts } from './fake-donor-receipts';
import { FakeReceiptBatch } from './fake-receipt-batch';
import { FakeReceiptDesk } from './fake-receipt-desk';
import { FakeReceiptRegister } from './fake-receipt-register';
import { requireValid } from './require-valid';

const DONOR_PAGE_SIZE = 20;

/** The office's donation records in the fake backend, with the server's rules, audited. */
@injectable()
export class FakeOfficeDonationApi implements OfficeDonationApi {
  private readonly office: FakeOfficeAudit;
  private readonly reports: FakeDonationReports;
  private readonly statements: FakeDonationImport;
  private readonly register: FakeReceiptRegister;
  private readonly batch: FakeReceiptBatch;
  private readonly donorReceipts: FakeDonorReceipts;
  private readonly faxes: FakeFaxQueue;

  constructor(@inject(FakeBackend) private readonly backend: FakeBackend) {
    this.office = new FakeOfficeAudit(backend);
    this.reports = new FakeDonationReports(backend, this.office);
    this.statements = new FakeDonationImport(backend, this.office);
    const desk = new FakeReceiptDesk(backend);
    this.register = new FakeReceiptRegister(backend, this.office, desk);
    this.batch = new FakeReceiptBatch(backend, this.office, desk);
    this.donorReceipts = new FakeDonorReceipts(backend, this.office, desk);
    this.faxes = new FakeFaxQueue(backend, this.office);
  }

  officeReceipts(query: RegisterQuery) {
    return this.register.listReceipts(query);
  }

  cancelReceipt(receiptId: string, reason: string) {
    return this.register.cancelReceipt(receiptId, reason);
  }

  reissueReceipt(receiptId: string, email: string) {
    return this.register.reissueReceipt(receiptId, email);
  }

  officeReceiptPdf(receiptId: string) {
    return this.register.receiptPdf(receiptId);
  }

  exportReceiptRegister(year: number, format: RegisterExportFormat) {
    return this.register.exportReceiptRegister(year, format);
  }

  receiptBatch(year: number) {
    return this.batch.receiptBatch(year);
  }

  receiptBatchPreview(year: number) {
    return this.batch.receiptBatchPreview(year);
  }

  startReceiptBatch(year: number) {
    return this.batch.startReceiptBatch(year);
  }

  officeDonorReceipts(donorId: string, year?: number) {
    return this.donorReceipts.officeDonorReceipts(donorId, year);
  }

  printDonorReceipt(donorId: string, scope: ReceiptScope) {
    return this.donorReceipts.printDonorReceipt(donorId, scope);
  }

  faxDonorReceipt(donorId: string, scope: ReceiptScope, faxNumber: string) {
    return this.donorReceipts.faxDonorReceipt(donorId, scope, faxNumber);
  }

  officeFaxQueue() {
    return this.faxes.faxQueue();
  }

  queuedFaxPdf(faxId: string) {
    return this.faxes.queuedFaxPdf(faxId);
  }

  finishQueuedFax(faxId: string) {
    return this.faxes.finishQueuedFax(faxId);
  }

  previewDonationImport(file: UploadFile) {
    return this.statements.previewImport(file);
  }

  commitDonationImport(request: ImportCommit) {
    return this.statements.commitImport(request);
  }

  officeScholarships(year: number | null) {
    return this.reports.listScholarships(year);
  }

  recordScholarship(draft: ScholarshipDraft) {
    return this.reports.recordScholarship(draft);
  }

  deleteScholarship(scholarshipId: string) {
    return this.reports.deleteScholarship(scholarshipId);
  }

  saveDonationDisclosure(year: number, draft: DisclosureDraft) {
    return this.reports.saveDisclosure(year, draft);
  }

  private get records() {
    return this.backend.donationRecords;
  }

  createDonationFund(draft: FundDraft): Promise<string> {
    const fundId = this.backend.nextId('fund');
    return this.office.audited(AUDIT_ACTIONS.saveDonationFund, fundId, () => {
      const fund = requireValid(validateFundDraft(draft));
      this.nameFree(fund.name, null);
      this.records.funds.push({ fundId, ...fund });
      return fundId;
    });
  }

  updateDonationFund(fundId: string, draft: FundDraft): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.saveDonationFund, fundId, () => {
      const fund = requireValid(validateFundDraft(draft));
      const index = this.records.funds.findIndex((each) => each.fundId === fundId);
      if (index < 0) throw refusal('notFound', NO_SUCH_FUND);
      this.nameFree(fund.name, fundId);
      this.records.funds[index] = { fundId, ...fund };
    });
  }

  /** As the server: audited, and a view (조회) of each donor shown recorded. */
  officeDonors(search: { readonly query: string; readonly page: number }): Promise<Page<Donor>> {
    return this.office.audited(AUDIT_ACTIONS.listDonors, null, () => {
      const words = search.query.trim().toLowerCase().split(/\s+/u).filter(Boolean);
      const matching = this.records.donors
        .filter((donor) =>
          words.every((word) =>
            [donor.name, donor.phone, donor.email, donor.memberId].some((field) =>
              field?.toLowerCase().includes(word),
            ),
          ),
        )
        .sort((a, b) => a.name.localeCompare(b.name) || a.donorId.localeCompare(b.donorId));
      const start = (search.page - 1) * DONOR_PAGE_SIZE;
      const items = matching.slice(start, start + DONOR_PAGE_SIZE);
      this.office.accessed(items.map(donorDataSubject), 'view', AUDIT_ACTIONS.listDonors);
      return { items, page: search.page, size: DONOR_PAGE_SIZE, total: matching.length };
    });
  }

  createDonor(draft: DonorDraft): Promise<string> {
    const donorId = this.backend.nextId('donor');
    return this.office.audited(
      AUDIT_ACTIONS.createDonor,
      donorId,
      () => {
        const donor = requireValid(validateDonorDraft(draft, this.today()));
        if (donor.memberId) this.requireFreeMember(donor.memberId, null);
        this.records.donors.push({ donorId, ...donor, updatedAt: this.now() });
        return donorId;
      },
      draft.name.trim(),
    );
  }

  updateDonor(donorId: string, draft: DonorDraft): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.updateDonor, donorId, () => {
      const index = this.records.donors.findIndex((donor) => donor.donorId === donorId);
      if (index < 0) throw refusal('notFound', NO_SUCH_DONOR);
      const donor = requireValid(validateDonorDraft(draft, this.today()));
      if (donor.memberId) this.requireFreeMember(donor.memberId, donorId);
      this.records.donors[index] = { donorId, ...donor, updatedAt: this.now() };
    });
  }

  /** As the server: audited, and a view (조회) of each donor on the page recorded. */
  officeDonations(filter: OfficeDonationFilter): Promise<OfficeDonationPage> {
    return this.office.audited(AUDIT_ACTIONS.listDonations, filter.donorId ?? null, () => {
      const period = requireValid(contributionPeriodOf(filter));
      const page = filter.page ?? 1;
      const size = filter.size ?? CONTRIBUTION_PAGE_SIZE;
      const matching = this.records.matching(period, filter);
      const shown = matching.slice((page - 1) * size, page * size);
      const donorOf = (donorId: string) =>
        this.records.donors.find((donor) => donor.donorId === donorId);
      this.office.accessed(
        shown.map((record) =>
          donorDataSubject({
            donorId: record.donorId,
            memberId: donorOf(record.donorId)?.memberId ?? null,
          }),
        ),
        'view',
        AUDIT_ACTIONS.listDonations,
      );
      return {
        items: shown.map((record) => ({
          ...this.records.donationOf(record),
          donorId: record.donorId,
          donorName: donorOf(record.donorId)?.name ?? '',
        })),
        page,
        size,
        total: matching.length,
        totalAmount: matching.reduce((sum, record) => sum + record.amount, 0),
      };
    });
  }

  recordDonation(
    donorId: string,
    draft: DonationDraft,
    { duplicateConfirmed = false }: { readonly duplicateConfirmed?: boolean } = {},
  ): Promise<string> {
    const id = this.backend.nextId('donation');
    return this.office.audited(AUDIT_ACTIONS.recordDonation, id, () => {
      const donation = this.checked(draft, true);
      const donor = this.records.donors.find((each) => each.donorId === donorId);
      if (!donor) throw refusal('notFound', NO_SUCH_DONOR);
      const existing = this.records
        .current()
        .find((record) => isSameGift(record, { donorId, ...donation }));
      if (existing && !duplicateConfirmed) {
        const { fundName } = this.records.donationOf(existing);
        throw refusal(
          'likelyDuplicate',
          likelyDuplicateWarning({ ...existing, donorName: donor.name, fundName }),
        );
      }
      this.records.records.push({
        ...firstDonationRecord(id, donorId, donation),
        recordedAt: this.now(),
      });
      return id;
    });
  }

  correctDonation(donationId: string, draft: DonationDraft, reason: string): Promise<void> {
    const run = () => {
      const why = requireValid(validateCorrectionReason(reason));
      const before = this.existing(donationId);
      const after = this.checked(draft, false);
      this.supersede(before, { ...after, voided: false, reason: why });
      const change = { kind: 'correct', before: before.amount, after: after.amount } as const;
      return donationChangeDetail(change, why);
    };
    const { correctDonation } = AUDIT_ACTIONS;
    return this.office
      .audited(correctDonation, donationId, run, (detail) => detail)
      .then(() => undefined);
  }

  cancelDonation(donationId: string, reason: string): Promise<void> {
    const run = () => {
      const why = requireValid(validateCorrectionReason(reason));
      const before = this.existing(donationId);
      this.supersede(before, { ...before, voided: true, reason: why });
      return donationChangeDetail({ kind: 'cancel', before: before.amount }, why);
    };
    const { cancelDonation } = AUDIT_ACTIONS;
    return this.office
      .audited(cancelDonation, donationId, run, (detail) => detail)
      .then(() => undefined);
  }

  private supersede(
    before: FakeDonationRecord,
    after: ValidDonation & { voided: boolean; reason: string },
  ): void {
    this.records.records.push({
      id: this.backend.nextId('donation-record'),
      ...supersedingDonationRecord(before, after),
      recordedAt: this.now(),
    });
  }

  private checked(draft: DonationDraft, newDonation: boolean): ValidDonation {
    const donation = requireValid(validateDonationDraft(draft, this.today()));
    const fund = this.records.funds.find((each) => each.fundId === donation.fundId);
    if (!fund) throw refusal('invalidInput', NO_SUCH_FUND);
    if (newDonation && !fund.active) {
      throw refusal('invalidState', closedFundRefusal(fund.name));
    }
    return donation;
  }

  private existing(donationId: string): FakeDonationRecord {
    const found = this.records.current().find((record) => record.donationId === donationId);
    if (!found) throw refusal('notFound', NO_SUCH_DONATION);
    return found;
  }

  private requireFreeMember(memberId: string, donorId: string | null): void {
    const account = this.backend.accounts.get(memberId);
    if (!account || account.profile.status === 'withdrawn') {
      throw refusal('invalidInput', NO_SUCH_MEMBER);
    }
    const other = this.records.donorOfMember(memberId);
    if (other && other.donorId !== donorId) {
      throw refusal('invalidState', memberAlreadyDonorRefusal(other.name));
    }
  }

  private nameFree(name: string, fundId: string | null): void {
    if (this.records.funds.some((fund) => fund.name === name && fund.fundId !== fundId)) {
      throw refusal('invalidState', FUND_NAME_TAKEN);
    }
  }

  private now(): string {
    return this.backend.clock.now().toISOString();
  }

  private today() {
    return calendarDateOf(this.backend.clock.now());
  }
}
