import type { Generated } from 'kysely';

/**
 * The dues feature's tables, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts). Amounts are `bigint`: PostgreSQL answers them as text, read with Number.
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    dues_definitions: DuesDefinitionsTable;
    dues_amount_changes: DuesAmountChangesTable;
    dues_payments: DuesPaymentsTable;
    dues_confirmation_serials: DuesConfirmationSerialsTable;
    dues_badge_preferences: DuesBadgePreferencesTable;
  }
}

/** The amount of the annual dues of a year (`annual:2026`) or of the lifetime dues (`lifetime`). */
export interface DuesDefinitionsTable {
  coverage: string;
  kind: string;
  year: number | null;
  amount: number | string;
  updated_at: string;
  /** The administrator (no reference: the record outlives the account). */
  updated_by: string;
}

export interface DuesAmountChangesTable {
  id: string;
  coverage: string;
  amount: number | string;
  previous_amount: number | string | null;
  changed_at: string;
  changed_by: string;
}

export interface DuesPaymentsTable {
  id: string;
  /** No reference: a payment is kept when its member withdraws. */
  member_id: string;
  kind: string;
  year: number | null;
  coverage: string;
  amount: number | string;
  paid_at: string;
  /** The Korean day, YYYY-MM-DD. */
  paid_on: string;
  order_id: string;
  confirmation_number: string;
}

export interface DuesConfirmationSerialsTable {
  paid_year: number;
  last_serial: Generated<number>;
}

export interface DuesBadgePreferencesTable {
  member_id: string;
  show_badge: number;
  updated_at: string;
}
