/**
 * The companies feature's tables, added to the shared `DatabaseSchema` by declaration merging
 * (see ../shared/schema.ts).
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    companies: CompaniesTable;
  }
}

/** 동문 기업 홍보: a member's listing and the office's decision on it. */
export interface CompaniesTable {
  id: string;
  owner_id: string;
  name: string;
  /** The domain's COMPANY_CATEGORIES. */
  category: string;
  summary: string;
  phone: string;
  website: string;
  address: string;
  logo_image_id: string | null;
  /** The domain's COMPANY_STATUSES. */
  status: string;
  reject_reason: string | null;
  created_at: string;
  updated_at: string;
  reviewed_at: string | null;
  /** The administrator who decided (no reference: the listing outlives the account). */
  reviewed_by: string | null;
}
