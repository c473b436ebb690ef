import type { Generated } from 'kysely';
/**
 * The donations feature's tables, added to the shared `DatabaseSchema` by declaration merging
 * (see ../shared/schema.ts). Amounts are whole won in BIGINT columns (PostgreSQL's driver gives
 * them as text: the repository reads them with `Number`, exact below 2^53).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    donation_funds: DonationFundsTable;
    donors: DonorsTable;
    donations: DonationsTable;
    /** The view of the donations as they stand: the last record of each, unless voided. */
    current_donations: DonationsTable;
    scholarships: ScholarshipsTable;
    receipt_serials: ReceiptSerialsTable;
    donation_receipts: DonationReceiptsTable;
    receipt_deliveries: ReceiptDeliveriesTable;
    donation_disclosures: DonationDisclosuresTable;
    donation_uses: DonationUsesTable;
    imported_references: ImportedReferencesTable;
    donation_import_previews: DonationImportPreviewsTable;
    gift_claim_codes: GiftClaimCodesTable;
    receipt_batches: ReceiptBatchesTable;
    receipt_batch_items: ReceiptBatchItemsTable;
  }
}

/** A fund: the general scholarship fund, or a designated one (e.g. a 100th-anniversary fund). */
export interface DonationFundsTable {
  id: string;
  name: string;
  description: string;
  /** 0 once closed: it takes no new donations. */
  active: number;
  /** The order the office lists them in. */
  position: number;
  created_at: string;
}

/**
 * Who gave: a member (`member_id`), or an outside person or company. Withdrawal sets
 * `member_id` to null and leaves the rest, which the tax rules make the association keep.
 */
export interface DonorsTable {
  id: string;
  member_id: string | null;
  kind: string;
  name: string;
  business_number: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  graduation_year: number | null;
  /** AES-256-GCM, never in clear (server/adapters/security/resident-number-vault.ts). */
  resident_number_sealed: string | null;
  /** 900101-1******: what screens and sent receipts show, without opening the sealed number. */
  resident_number_masked: string | null;
  /** 0 by default: listed in the hall of fame only if they agreed. */
  named_in_hall_of_fame: number;
  created_at: string;
  updated_at: string;
}

/**
 * Append-only: a correction is a new record that `supersedes` the one it corrects (at most one
 * may), a cancellation one with `voided` = 1. `donation_id` is the donation every record of it
 * shares (the first record's id).
 */
export interface DonationsTable {
  id: string;
  donation_id: string;
  supersedes: string | null;
  donor_id: string;
  fund_id: string;
  amount: number | string;
  /** The day in Korea, YYYY-MM-DD. */
  donated_on: string;
  method: string;
  receipt_code: string;
  memo: string | null;
  voided: number;
  /** Why a correction or a cancellation was made. */
  reason: string | null;
  /** The bank statement line it came from, for the import's duplicate check. */
  bank_reference: string | null;
  recorded_at: string;
  recorded_by: string;
}

/** Scholarships paid out: a year's total from a fund, to how many students. */
export interface ScholarshipsTable {
  id: string;
  year: number;
  fund_id: string;
  students: number;
  amount: number | string;
  note: string | null;
  recorded_at: string;
  recorded_by: string;
}

/** The last serial number given in each year, raised atomically as each receipt is issued. */
export interface ReceiptSerialsTable {
  year: number;
  last_sequence: number;
}

/**
 * An issued receipt (the register, 기부금영수증 발급명세). One live (not cancelled) receipt per
 * donor and scope (`donation:<id>` or `year:<YYYY>`); sending it again counts an issue and keeps
 * its serial.
 */
export interface DonationReceiptsTable {
  id: string;
  serial_year: number;
  sequence: number;
  donor_id: string;
  scope_key: string;
  tax_year: number;
  total_amount: number | string;
  issued_at: string;
  issue_count: number;
  last_issued_at: string;
  cancelled_at: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  /** Code 10 and code 40 amounts as last issued (the 발급명세's lines). */
  special_amount: Generated<number | string>;
  general_amount: Generated<number | string>;
}

/** Each sending of a receipt: how, to where (masked), and by whom. */
export interface ReceiptDeliveriesTable {
  id: string;
  receipt_id: string;
  at: string;
  channel: string;
  destination: string | null;
  reissue: number;
  actor_id: string;
}

/** A year's disclosure (기부금 공개): the report file the office published, when one. */
export interface DonationDisclosuresTable {
  year: number;
  atch_file_mst_id: string | null;
  updated_at: string;
  updated_by: string;
}

/** A use of a year's funds besides scholarships, in the office's order. */
export interface DonationUsesTable {
  year: number;
  position: number;
  purpose: string;
  amount: number | string;
}

/** A bank deposit imported from a statement: its reference, claimed once (unique). */
export interface ImportedReferencesTable {
  reference: string;
  donation_id: string;
  imported_at: string;
}

/** A statement's preview kept for its commit (issue 27); `lines` is its StatementLine[] as JSON. */
export interface DonationImportPreviewsTable {
  id: string;
  made_by: string;
  made_at: string;
  expires_at: string;
  lines: string;
}

/** The year's batch of consolidated receipts by e-mail; counters raised in the database. */
export interface ReceiptBatchesTable {
  id: string;
  tax_year: number;
  started_at: string;
  started_by: string;
  total: number;
  sent: Generated<number>;
  skipped: Generated<number>;
  failed: Generated<number>;
  /** Raised as each donor is done: a batch whose heartbeat stopped may be taken up again. */
  heartbeat_at: string;
  finished_at: string | null;
}

/** A donor of a batch: claimed one at a time (waiting → sending → sent, skipped or failed). */
export interface ReceiptBatchItemsTable {
  batch_id: string;
  donor_id: string;
  position: number;
  state: string;
  note: string | null;
}

/** A member's pending claim of visitor gifts (issue 31): the mailed code's digest and expiry. */
export interface GiftClaimCodesTable {
  member_id: string;
  code_digest: string;
  expires_at: string;
}
