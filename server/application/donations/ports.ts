import type { QueuedFax, ReceiptDocument } from '../../../src/domain/donations';
import type { StatementLine } from '../../../src/domain/donations/bank-statement';
import type { DonationMethod, ReceiptCode } from '../../../src/domain/donations/donation';
import type { DonorKind } from '../../../src/domain/donations/records';
import type { AmountsByCode, ReceiptChannel } from '../../../src/domain/donations/receipt-register';

export type { DonorKind };

/** The donations feature's repositories. Amounts are whole won. */

export interface FundRecord {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly active: boolean;
  readonly position: number;
  readonly createdAt: string;
}

export interface DonorRecord {
  readonly id: string;
  /** The member's account, or null for an outside donor (and after the member withdrew). */
  readonly memberId: string | null;
  readonly kind: DonorKind;
  readonly name: string;
  readonly businessNumber: string | null;
  readonly phone: string | null;
  readonly email: string | null;
  readonly address: string | null;
  readonly graduationYear: number | null;
  readonly namedInHallOfFame: boolean;
  readonly createdAt: string;
  readonly updatedAt: string;
}

/** A donor's resident number as kept: sealed, and masked for showing (never the clear number). */
export interface StoredResidentNumber {
  readonly sealed: string;
  /** 900101-1******. */
  readonly masked: string;
}

export interface DonorRepository {
  create(donor: DonorRecord): Promise<void>;
  find(id: string): Promise<DonorRecord | null>;
  findOfMember(memberId: string): Promise<DonorRecord | null>;
  /** These donors (any missing left out), each with whether a resident number is on file. */
  findMany(
    ids: readonly string[],
  ): Promise<(DonorRecord & { readonly residentNumberOnFile: boolean })[]>;
  update(id: string, changes: Partial<Omit<DonorRecord, 'id' | 'createdAt'>>): Promise<void>;
  residentNumberOf(id: string): Promise<StoredResidentNumber | null>;
  /** Every donor with a number kept (key rotation). */
  withResidentNumbers(): Promise<{ id: string; stored: StoredResidentNumber }[]>;
  /** Keeps a sealed number (or forgets it: null). */
  setResidentNumber(id: string, stored: StoredResidentNumber | null, at: string): Promise<void>;
  /** Each word in the name, phone, e-mail or member id; by name. */
  search(query: {
    readonly words: readonly string[];
    readonly page: number;
    readonly size: number;
  }): Promise<{ items: DonorRecord[]; total: number }>;
  /**
   * Ties an outside donor to a member (a visitor's gifts claimed, issue 31); false when it was
   * tied meanwhile (only a donor with no member is).
   */
  attachToMember(id: string, memberId: string, at: string): Promise<boolean>;
  /** Withdrawal: the donor record stays, no longer tied to the erased account. */
  detachMember(memberId: string, at: string): Promise<void>;
  /**
   * The donors a statement's deposits may be from: by exact name, member id, or phone number
   * compared as digits (the import's matching).
   */
  matchable(keys: {
    readonly names: readonly string[];
    readonly memberIds: readonly string[];
    readonly phoneDigits: readonly string[];
  }): Promise<DonorRecord[]>;
  /**
   * The donor's name of each of these donors, donations and receipts found, by its id (the
   * office's records name them beside the ids they keep).
   */
  namesOf(ids: {
    readonly donors: readonly string[];
    readonly donations: readonly string[];
    readonly receipts: readonly string[];
  }): Promise<{
    readonly donors: ReadonlyMap<string, string>;
    readonly donations: ReadonlyMap<string, string>;
    readonly receipts: ReadonlyMap<string, string>;
  }>;
}

/** The bank references of the deposits imported so far: each may be imported once. */
export interface ImportedReferenceRepository {
  /** Which of these were imported already. */
  existing(references: readonly string[]): Promise<Set<string>>;
  /** Claims the references for their donations; false when one was claimed before. */
  claim(
    claims: readonly { readonly reference: string; readonly donationId: string }[],
    at: string,
  ): Promise<boolean>;
}

/** A statement's preview as the server keeps it for its commit (issue 27). */
export interface StoredImportPreview {
  readonly id: string;
  /** The office member who made it: only they commit it. */
  readonly madeBy: string;
  readonly madeAt: string;
  readonly expiresAt: string;
  readonly lines: readonly StatementLine[];
}

/** The previews kept for their commit, in the database (any instance, any restart). */
export interface ImportPreviewRepository {
  /** Keeps a preview, and clears the ones expired by its making. */
  keep(preview: StoredImportPreview): Promise<void>;
  find(id: string): Promise<StoredImportPreview | null>;
}

/** A member's pending claim of gifts given as a visitor (issue 31): the code's digest only. */
export interface StoredGiftClaimCode {
  readonly memberId: string;
  readonly codeDigest: string;
  readonly expiresAt: string;
}

export interface GiftClaimCodeRepository {
  /** Keeps the member's code, replacing any earlier one. */
  keep(code: StoredGiftClaimCode): Promise<void>;
  find(memberId: string): Promise<StoredGiftClaimCode | null>;
  /** Uses the code up; false when it was used (or replaced) meanwhile. */
  forget(memberId: string, codeDigest: string): Promise<boolean>;
}

/** One record of a donation: the first, a correction (`supersedes`) or a cancellation (`voided`). */
export interface DonationRecord {
  readonly id: string;
  readonly donationId: string;
  readonly supersedes: string | null;
  readonly donorId: string;
  readonly fundId: string;
  readonly amount: number;
  readonly donatedOn: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly memo: string | null;
  readonly voided: boolean;
  readonly reason: string | null;
  readonly bankReference: string | null;
  readonly recordedAt: string;
  readonly recordedBy: string;
}

/** A donation as it stands, with its fund's name. */
export interface CurrentDonation extends DonationRecord {
  readonly fundName: string;
}

export interface DonationQuery {
  readonly donorId?: string;
  /** Days, both included, YYYY-MM-DD. */
  readonly from?: string | null;
  readonly to?: string | null;
  readonly fundId?: string | null;
  /** Only gifts of this many won (a likely duplicate looked for). */
  readonly amount?: number;
  readonly page: number;
  readonly size: number;
}

export interface DonationRepository {
  /**
   * Appends a record. False when the record it supersedes was corrected meanwhile (the second
   * of two corrections at once loses).
   */
  append(record: DonationRecord): Promise<boolean>;
  /** The donation as it stands, or null when there is none or it was cancelled. */
  current(donationId: string): Promise<CurrentDonation | null>;
  /** Newest day first; `totalAmount` sums every match, not only the page. */
  /** With each donor's name and member id (the office's list, its access records). */
  list(query: DonationQuery): Promise<{
    items: (CurrentDonation & {
      readonly donorName: string;
      readonly donorMemberId: string | null;
    })[];
    total: number;
    totalAmount: number;
  }>;
  /** The years a donor gave in (newest first) and the funds they gave to. */
  overviewOf(
    donorId: string,
  ): Promise<{ years: number[]; funds: { fundId: string; name: string }[] }>;
  /** A donor's donations on days from `from` to `to`, oldest first. */
  ofDonorBetween(donorId: string, from: string, to: string): Promise<CurrentDonation[]>;
  /** The donation first recorded under this bank or payment reference, or null. */
  byBankReference(reference: string): Promise<string | null>;
  /** Gifts typed by hand (no bank reference) of these donors on days from `from` to `to`. */
  handEnteredBetween(
    donorIds: readonly string[],
    from: string,
    to: string,
  ): Promise<{ donorId: string; donatedOn: string; amount: number }[]>;
  /** The donors who gave on days from `from` to `to`, by name (the year's batch). */
  donorsBetween(from: string, to: string): Promise<string[]>;
  /** The members (their account ids) who gave on days from `from` to `to`, to the fund if named. */
  membersWhoGaveBetween(from: string, to: string, fundId: string | null): Promise<string[]>;
}

export interface FundRepository {
  list(): Promise<FundRecord[]>;
  find(id: string): Promise<FundRecord | null>;
  save(fund: FundRecord): Promise<void>;
}

/** An issued receipt as the register keeps it. */
export interface ReceiptRecord {
  readonly id: string;
  readonly serialYear: number;
  readonly sequence: number;
  readonly donorId: string;
  /** `donation:<id>` or `year:<YYYY>` (the domain's receiptScopeKey). */
  readonly scopeKey: string;
  readonly taxYear: number;
  readonly totalAmount: number;
  readonly issuedAt: string;
  readonly issueCount: number;
  readonly lastIssuedAt: string;
  readonly cancelledAt: string | null;
  readonly cancelReason: string | null;
  readonly cancelledBy: string | null;
}

export type { ReceiptChannel };

export interface ReceiptDelivery {
  readonly id: string;
  readonly receiptId: string;
  readonly at: string;
  readonly channel: ReceiptChannel;
  /** The address or number it went to, masked; null for a download. */
  readonly destination: string | null;
  readonly reissue: boolean;
  readonly actorId: string;
}

export interface ReceiptRepository {
  /** The live (not cancelled) receipt of a donor for a scope. */
  live(donorId: string, scopeKey: string): Promise<ReceiptRecord | null>;
  /** Of these scope keys, those with a live receipt of the donor's. */
  liveScopes(donorId: string, scopeKeys: readonly string[]): Promise<Set<string>>;
  /** The next serial number of a year, raised atomically in the database. */
  nextSequence(year: number): Promise<number>;
  /** False when a live receipt of the same donor and scope was created meanwhile. */
  create(receipt: ReceiptRecord): Promise<boolean>;
  /** Counts another issue of a live receipt, with the total and amounts by code it now shows. */
  countIssue(id: string, at: string, totalAmount: number, amounts: AmountsByCode): Promise<void>;
  recordDelivery(delivery: ReceiptDelivery): Promise<void>;
  find(id: string): Promise<ReceiptRecord | null>;
  /** Marks a live receipt cancelled; false when it was cancelled before (or meanwhile). */
  cancel(id: string, at: string, reason: string, by: string): Promise<boolean>;
  /** A tax year's receipts in serial order, found by donor name or serial words. */
  register(query: {
    readonly taxYear: number;
    readonly words: readonly string[];
    readonly page: number;
    readonly size: number;
  }): Promise<{ items: RegisterRow[]; total: number }>;
  /** Every receipt of a tax year, cancelled ones too, in serial order (the 발급명세). */
  registerOfYear(taxYear: number): Promise<RegisterRow[]>;
}

/** A receipt as the register lists it, with its donor and where it last went. */
export interface RegisterRow extends ReceiptRecord {
  readonly donorName: string;
  readonly donorKind: DonorKind;
  readonly memberId: string | null;
  readonly businessNumber: string | null;
  readonly residentNumberOnFile: boolean;
  readonly amounts: AmountsByCode;
  readonly lastChannel: ReceiptChannel | null;
}

/** The year's batch as kept. */
export interface ReceiptBatchRecord {
  readonly id: string;
  readonly taxYear: number;
  readonly startedAt: string;
  readonly startedBy: string;
  readonly total: number;
  readonly sent: number;
  readonly skipped: number;
  readonly failed: number;
  readonly heartbeatAt: string;
  readonly finishedAt: string | null;
}

export type BatchItemOutcome = 'sent' | 'skipped' | 'failed';

export interface ReceiptBatchRepository {
  /** Starts a batch over these donors; false when one of the year is running. */
  start(batch: ReceiptBatchRecord, donorIds: readonly string[]): Promise<boolean>;
  find(batchId: string): Promise<ReceiptBatchRecord | null>;
  /** The batches not finished, of every year (their instance may be gone). */
  running(): Promise<ReceiptBatchRecord[]>;
  /** The year's latest batch, running or finished. */
  latest(taxYear: number): Promise<ReceiptBatchRecord | null>;
  /**
   * Takes up a running batch whose heartbeat stopped before `staleBefore` (its instance is
   * gone): the donor it was sending to is tried again. False when it is alive or finished.
   */
  takeOver(batchId: string, staleBefore: string, at: string): Promise<boolean>;
  /** Claims the next waiting donor, atomically: two runners never get the same one. */
  claimNext(batchId: string, at: string): Promise<string | null>;
  /** Records a donor's outcome and raises the batch's counter, in the database. */
  settle(
    batchId: string,
    donorId: string,
    outcome: BatchItemOutcome,
    note: string | null,
    at: string,
  ): Promise<void>;
  /** Marks the batch finished once no donor is waiting or being sent to; false otherwise. */
  finish(batchId: string, at: string): Promise<boolean>;
  /** The donors not sent to, with their names and why, in the batch's order. */
  problems(
    batchId: string,
    limit: number,
  ): Promise<{ donorId: string; donorName: string; note: string; failed: boolean }[]>;
}

/** A year's figures for everyone: every current donation, whoever gave. */
export interface YearFigures {
  readonly totalAmount: number;
  readonly donationCount: number;
  readonly donorCount: number;
  /** Per month 1–12. */
  readonly monthlyAmounts: readonly number[];
}

export interface DonationFiguresRepository {
  yearFigures(year: number): Promise<YearFigures>;
  /** Each year with donations, oldest first. */
  byYear(): Promise<
    { year: number; totalAmount: number; donationCount: number; donorCount: number }[]
  >;
  /** Each year and fund, oldest year first, funds in the office's order. */
  byFund(): Promise<{ year: number; fundId: string; name: string; totalAmount: number }[]>;
  /** Each graduating year of the donors who have one, oldest first. */
  byClass(): Promise<{ graduationYear: number; totalAmount: number; donorCount: number }[]>;
  /** Donors who agreed to be named whose donations reach `minimum`, highest first. */
  namedDonors(
    minimum: number,
  ): Promise<
    { name: string; graduationYear: number | null; kind: DonorKind; totalAmount: number }[]
  >;
  /** Scholarships paid, by year and fund, oldest first. */
  scholarships(): Promise<
    { year: number; fundId: string; name: string; students: number; amount: number }[]
  >;
}

/** A scholarship payment as stored. */
export interface ScholarshipRecord {
  readonly id: string;
  readonly year: number;
  readonly fundId: string;
  readonly students: number;
  readonly amount: number;
  readonly note: string | null;
  readonly recordedAt: string;
  readonly recordedBy: string;
}

export interface ScholarshipRepository {
  insert(record: ScholarshipRecord): Promise<void>;
  /** Newest year first, then in the order they were recorded; with the fund's name. */
  list(year: number | null): Promise<(ScholarshipRecord & { readonly fundName: string })[]>;
  find(id: string): Promise<ScholarshipRecord | null>;
  /** False when there was none. */
  delete(id: string): Promise<boolean>;
}

/** A year's disclosure as the office saved it. */
export interface DisclosureRecord {
  readonly year: number;
  readonly atchFileMstId: string | null;
  readonly uses: readonly { readonly purpose: string; readonly amount: number }[];
}

export interface DisclosureRepository {
  /** Every year the office wrote, newest first. */
  list(): Promise<DisclosureRecord[]>;
  /** Replaces the year's uses and report, all at once. */
  save(record: DisclosureRecord, at: string, by: string): Promise<void>;
}

// Ports of the donations feature alone -----------------------------------------------------

/**
 * Donors' resident registration numbers (issue 14), sealed under keys of their own and bound to
 * the donor. Open only where the clear number is needed, and record the read.
 */
export interface ResidentNumberVault {
  seal(residentNumber: string, donorId: string): string;
  /** Throws when the value is not this donor's or its key is gone. */
  open(sealed: string, donorId: string): string;
  /** False once a newer key is first: the value should be resealed. */
  isSealedWithCurrentKey(sealed: string): boolean;
}

/**
 * Donation receipts' PDFs (issue 14): A4, laid out as the statutory form, the text extractable.
 * May reject with HeavyWorkBusyError when receipt work is at its limit.
 */
export interface ReceiptPdfMaker {
  make(receipt: ReceiptDocument): Promise<Buffer>;
}

/** A bank statement as the office uploads it (issue 14's import). */
export interface StatementFile {
  readonly fileName: string;
  readonly bytes: Buffer;
}

/** A sheet to write: a header row, then the rows, text or numbers. */
export interface WorkbookSheet {
  readonly sheetName: string;
  readonly header: readonly string[];
  readonly rows: readonly (readonly (string | number)[])[];
}

/**
 * Spreadsheets, in a bounded worker of their own (HeavyWorkBusyError beyond its queue): reads a
 * bank statement (CSV, or an XLSX's first sheet) as rows of text, rejecting anything else or a
 * damaged file with UnreadableStatementError and one too large to read (unpacked, rows, memory,
 * time) with StatementTooLargeError; writes an XLSX workbook of one sheet.
 */
export interface Spreadsheets {
  readStatement(file: StatementFile): Promise<string[][]>;
  writeWorkbook(sheet: WorkbookSheet): Promise<Buffer>;
}

/** A statement too large once unpacked (a zip bomb, or years of rows), or past its reader's memory or time. */
export class StatementTooLargeError extends Error {
  override readonly name = 'StatementTooLargeError';
  constructor() {
    super('The statement is too large to read');
  }
}

export class UnreadableStatementError extends Error {
  override readonly name = 'UnreadableStatementError';
  constructor() {
    super('The statement is neither a readable CSV nor an XLSX');
  }
}

/** A document sent to a fax number (issue 14: donation receipts). */
export interface OutgoingFax {
  /** Written with hyphens, as the domain's fax rule gives it: 02-123-4567. */
  readonly number: string;
  readonly fileName: string;
  readonly pdf: Buffer;
  /** A line for the cover or the transport's subject. */
  readonly subject: string;
  /** The member who asked for it (shown to the office in its queue). */
  readonly requestedBy: string;
}

export interface FaxSender {
  /**
   * Sends the fax, or queues it for the office to send (no fax service set): the answer says
   * which, so that the member is told the truth.
   */
  send(fax: OutgoingFax): Promise<{ readonly delivery: 'sent' | 'queued' }>;
}

/** A fax waiting for the office to send it (no fax service set up): the domain's shape. */
export type { QueuedFax };

/** The faxes waiting for the office: listed, their PDFs read, taken off once sent. */
export interface FaxQueue {
  /** Oldest first. */
  list(): Promise<QueuedFax[]>;
  /** The PDF, or null when no fax waits under that id. */
  pdf(faxId: string): Promise<{ fax: QueuedFax; pdf: Buffer } | null>;
  /** Takes the fax off the queue (its PDF deleted); false when none waited under that id. */
  remove(faxId: string): Promise<boolean>;
}

/** The feature's own ports, as the composition root builds them. */
export interface DonationsPorts {
  /** Donation receipts' PDFs (bounded: HeavyWorkBusyError beyond its queue). */
  readonly receiptPdfs: ReceiptPdfMaker;
  /** Bank statements read, registers written (bounded: HeavyWorkBusyError beyond its queue). */
  readonly spreadsheets: Spreadsheets;
  /** Receipts sent to fax numbers. */
  readonly fax: FaxSender;
  /** Faxes waiting for the office to send them (the outbox without a fax service). */
  readonly faxQueue: FaxQueue;
  /** Donors' resident numbers, sealed. */
  readonly residentNumbers: ResidentNumberVault;
}

/** The feature's repositories, by the names the database adapter gives them. */
export interface DonationsRepositories {
  readonly scholarships: ScholarshipRepository;
  readonly importedReferences: ImportedReferenceRepository;
  readonly importPreviews: ImportPreviewRepository;
  readonly giftClaimCodes: GiftClaimCodeRepository;
  readonly donationDisclosures: DisclosureRepository;
  readonly donationFunds: FundRepository;
  readonly donors: DonorRepository;
  readonly donations: DonationRepository;
  readonly donationReceipts: ReceiptRepository;
  readonly receiptBatches: ReceiptBatchRepository;
  readonly donationFigures: DonationFiguresRepository;
}

/**
 * What the import asks of the payments feature (issue 31): which statement lines carry the
 * reference of something asked for online, and the deposit settled as that order's gift. The
 * payments feature is built after donations: reached at run time (server/composition).
 */
export interface TransferPayments {
  /** By reference: what each reference found in these texts pays. */
  lookUpTransfers(texts: readonly string[]): Promise<
    Map<
      string,
      {
        readonly reference: string;
        readonly donorName: string;
        readonly what: string;
        readonly amount: number;
      }
    >
  >;
  settleTransfer(deposit: {
    readonly reference: string;
    readonly amount: number;
    readonly depositedOn: string;
    readonly bankReference: string;
  }): Promise<
    | { readonly ok: true; readonly donationId: string }
    | { readonly ok: false; readonly message: string }
  >;
}
