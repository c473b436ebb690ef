import type { CompanyCategory, CompanyStatus } from '../../../src/domain/companies/companies';
import type { StoredCompany } from '../../../src/domain/companies/company-views';

/** The companies feature's repository. */

/** A listing as stored, with who reviewed it last. */
export interface CompanyRecord extends StoredCompany {
  readonly reviewedBy: string | null;
}

/** A listing with its owner's name and class, as the lists show it. */
export interface CompanyListed extends CompanyRecord {
  readonly ownerName: string;
  readonly ownerClassNumber: number | null;
}

/** What a member changes (the rest is the office's or fixed). */
export type CompanyFields = Pick<
  CompanyRecord,
  'name' | 'category' | 'summary' | 'phone' | 'website' | 'address' | 'logoImageId'
>;

export interface PublicCompanyQuery {
  readonly category: CompanyCategory | null;
  /** Each word must appear in the name or the summary. */
  readonly words: readonly string[];
  readonly page: number;
  readonly size: number;
}

export interface CompanyRepository {
  /**
   * Adds a member's listing unless they already have `max`; false when they have. Counted and
   * added in one step (the owner's row locked on PostgreSQL), so that two requests at once
   * cannot both pass the limit.
   */
  insertWithinLimit(company: CompanyRecord, max: number): Promise<boolean>;
  /** The member's own listings, newest first. */
  listOwned(ownerId: string): Promise<CompanyRecord[]>;
  /**
   * Changes the owner's listing and sends it back to the office (pending, no review); false
   * when the member has no such listing.
   */
  updateOwned(
    id: string,
    ownerId: string,
    fields: CompanyFields,
    updatedAt: string,
  ): Promise<boolean>;
  deleteOwned(id: string, ownerId: string): Promise<boolean>;
  find(id: string): Promise<CompanyRecord | null>;
  /**
   * Records the office's decision on the version it read; false when the listing has changed
   * since (or is gone).
   */
  review(
    id: string,
    seenUpdatedAt: string,
    decision: Pick<CompanyRecord, 'status' | 'rejectReason' | 'reviewedAt' | 'reviewedBy'>,
  ): Promise<boolean>;
  /** Approved listings of members in good standing, newest approval first. */
  listPublic(query: PublicCompanyQuery): Promise<{ items: CompanyListed[]; total: number }>;
  /** The office's queue of one status: pending ones oldest first, the others newest first. */
  listByStatus(query: {
    status: CompanyStatus;
    page: number;
    size: number;
  }): Promise<{ items: CompanyListed[]; total: number }>;
}
