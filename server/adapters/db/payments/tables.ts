/** The payments feature's tables (issue 31), merged into the database's schema. */
declare module '../shared/schema' {
  interface DatabaseSchema {
    payment_orders: PaymentOrdersTable;
    sandbox_payment_records: SandboxPaymentRecordsTable;
    pledges: PledgesTable;
    pledge_charges: PledgeChargesTable;
  }
}

export interface PaymentOrdersTable {
  order_id: string;
  purpose: 'gift' | 'pledge' | 'dues' | 'event';
  state:
    | 'created'
    | 'confirming'
    | 'awaitingDeposit'
    | 'paid'
    | 'failed'
    | 'cancelled'
    | 'expired'
    | 'refunded';
  /** bigint: PostgreSQL's driver gives it as text. */
  amount: number | string;
  method: 'card' | 'transfer' | 'virtualAccount' | 'bankTransfer';
  provider: 'toss' | 'sandbox' | 'own';
  fund_id: string | null;
  dues_kind: 'annual' | 'lifetime' | null;
  dues_year: number | null;
  member_id: string | null;
  donor_name: string;
  donor_phone: string;
  donor_email: string;
  wants_receipt: number;
  resident_number_sealed: string | null;
  resident_number_masked: string | null;
  named_in_hall_of_fame: number;
  payment_key: string | null;
  failure: string | null;
  transfer_reference: string | null;
  deposit_bank: string | null;
  deposit_account: string | null;
  deposit_holder: string | null;
  deposit_secret: string | null;
  created_at: string;
  confirm_requested_at: string | null;
  paid_at: string | null;
  deposit_due_at: string | null;
  recorded_as: string | null;
  updated_at: string;
  /** For a pledge's charge: its pledge and month (YYYY-MM). */
  pledge_id: string | null;
  pledge_month: string | null;
  /** For an event's fee (issue 33): its registration, and the fee's name. */
  event_registration_id: string | null;
  event_name: string | null;
}

export interface SandboxPaymentRecordsTable {
  kind: string;
  record_key: string;
  value: string;
  updated_at: string;
}

export interface PledgesTable {
  pledge_id: string;
  member_id: string;
  fund_id: string;
  amount: number | string;
  /** 1–28, or `last` (말일). */
  charge_day: string;
  method: 'card' | 'bankTransfer';
  state: 'registering' | 'active' | 'paused' | 'ended';
  customer_key: string;
  billing_key_sealed: string | null;
  card_label: string | null;
  transfer_reference: string | null;
  donor_name: string;
  donor_phone: string;
  donor_email: string;
  wants_receipt: number;
  named_in_hall_of_fame: number;
  resident_number_sealed: string | null;
  resident_number_masked: string | null;
  active_since: string;
  created_at: string;
  updated_at: string;
}

export interface PledgeChargesTable {
  pledge_id: string;
  month: string;
  amount: number | string;
  state: 'pending' | 'retrying' | 'awaitingDeposit' | 'paid' | 'missed';
  failed_attempts: number;
  first_attempt_on: string;
  next_attempt_on: string | null;
  order_id: string | null;
  claimed_until: string | null;
  created_at: string;
  updated_at: string;
}
