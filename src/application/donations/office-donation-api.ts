import type { ContributionFilter } from '../../domain/donations/contribution-filter';
import type { ImportCommit, ImportPreview } from '../../domain/donations/bank-statement';
import type { DisclosureDraft } from '../../domain/donations/disclosure';
import type { DownloadedFile, TransferOptions, UploadFile } from '../files';
import type { Donation } from '../../domain/donations/donation';
import type { DonationDraft, Donor, DonorDraft, FundDraft } from '../../domain/donations/records';
import type { DonorReceipts } from '../../domain/donations/donor-receipts';
import type { ReceiptScope, SentReceipt } from '../../domain/donations/receipt';
import type {
  QueuedFax,
  ReceiptBatchPreview,
  ReceiptBatchProgress,
  RegisterEntry,
  RegisterExportFormat,
} from '../../domain/donations/receipt-register';
import type { Scholarship, ScholarshipDraft } from '../../domain/donations/scholarship';
import type { Page } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

export interface OfficeDonation extends Donation {
  readonly donorId: string;
  readonly donorName: string;
}

export interface OfficeDonationPage extends Page<OfficeDonation> {
  readonly totalAmount: number;
}

export interface OfficeDonationFilter extends ContributionFilter {
  readonly donorId?: string;
}

/** The office's records (administrators): funds, donors, donations, scholarships, disclosure. */
export interface OfficeDonationApi {
  createDonationFund(draft: FundDraft): Promise<string>;
  updateDonationFund(fundId: string, draft: FundDraft): Promise<void>;
  officeDonors(
    search: { readonly query: string; readonly page: number },
    signal?: AbortSignal,
  ): Promise<Page<Donor>>;
  createDonor(draft: DonorDraft): Promise<string>;
  updateDonor(donorId: string, draft: DonorDraft): Promise<void>;
  officeDonations(filter: OfficeDonationFilter, signal?: AbortSignal): Promise<OfficeDonationPage>;
  /**
   * Refused as `likelyDuplicate` (the message naming the gift already entered) when a gift of
   * the same donor, fund, day and amount stands, unless `duplicateConfirmed`.
   */
  recordDonation(
    donorId: string,
    draft: DonationDraft,
    options?: { readonly duplicateConfirmed?: boolean },
  ): Promise<string>;
  /** A correction is a new record; the one before stays. */
  correctDonation(donationId: string, draft: DonationDraft, reason: string): Promise<void>;
  cancelDonation(donationId: string, reason: string): Promise<void>;
  /** Scholarships paid, newest year first; all years for null. */
  officeScholarships(year: number | null, signal?: AbortSignal): Promise<readonly Scholarship[]>;
  recordScholarship(draft: ScholarshipDraft): Promise<string>;
  deleteScholarship(scholarshipId: string): Promise<void>;
  /** A year's other uses and report (기부금 공개); what it shows is PublicDonationApi's. */
  saveDonationDisclosure(year: number, draft: DisclosureDraft): Promise<void>;
  /**
   * A bank statement (CSV or XLSX) read and checked; no gift is written, the preview is kept
   * (for its maker, some hours) under its id for the commit.
   */
  previewDonationImport(file: UploadFile, signal?: AbortSignal): Promise<ImportPreview>;
  /** The rows kept of a preview, with their donors, entered all together or not at all; answers how many. */
  commitDonationImport(request: ImportCommit): Promise<number>;
  /** The receipts' register of a tax year, found by donor name or serial. */
  officeReceipts(query: RegisterQuery, signal?: AbortSignal): Promise<Page<RegisterEntry>>;
  cancelReceipt(receiptId: string, reason: string): Promise<void>;
  /** Sends a receipt again by e-mail (재발급, same serial); answers the serial. */
  reissueReceipt(receiptId: string, email: string): Promise<string>;
  /** A receipt's PDF to print and post (재발급, the resident number masked). */
  officeReceiptPdf(receiptId: string, options?: TransferOptions): Promise<DownloadedFile>;
  /** The year's 발급명세 for the tax office, with numbers in full. */
  exportReceiptRegister(year: number, format: RegisterExportFormat): Promise<DownloadedFile>;
  /** The year's latest batch of consolidated receipts by e-mail; null when none was started. */
  receiptBatch(year: number, signal?: AbortSignal): Promise<ReceiptBatchProgress | null>;
  /** Before the batch: its donors, and how many have no resident number or no e-mail. */
  receiptBatchPreview(year: number, signal?: AbortSignal): Promise<ReceiptBatchPreview>;
  /** Starts the year's batch, or takes up one that stopped. */
  startReceiptBatch(year: number): Promise<ReceiptBatchProgress>;
  /** A donor's receipts of a year (the latest they gave in unless given), issued or not. */
  officeDonorReceipts(donorId: string, year?: number, signal?: AbortSignal): Promise<DonorReceipts>;
  /** The donor's receipt as a PDF to post: issued now if it never was, else 재발급. */
  printDonorReceipt(donorId: string, scope: ReceiptScope): Promise<DownloadedFile>;
  /** The donor's receipt by fax (queued for the office when no fax service is set up). */
  faxDonorReceipt(donorId: string, scope: ReceiptScope, faxNumber: string): Promise<SentReceipt>;
  /** Faxes members asked for that wait for the office (no fax service set up), oldest first. */
  officeFaxQueue(signal?: AbortSignal): Promise<readonly QueuedFax[]>;
  /** A queued fax's PDF, to fax by hand. */
  queuedFaxPdf(faxId: string): Promise<DownloadedFile>;
  /** Marks a queued fax sent: it leaves the queue. */
  finishQueuedFax(faxId: string): Promise<void>;
}

export interface RegisterQuery {
  readonly year: number;
  readonly query: string;
  readonly page: number;
}

export const OFFICE_DONATION_API = token<OfficeDonationApi>('OfficeDonationApi');
