/** The payments feature's tables (issue 31), merged into the database's schema. */
declare module '../shared/schema' {
  interface DatabaseSchema {
    payment_orders: PaymentOrdersTable;
    sandbox_payment_records: SandboxPaymentRecordsTable;
  }
}

export interface PaymentOrdersTable {
  order_id: string;
  purpose: 'gift' | 'pledge' | 'dues';
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
}

export interface SandboxPaymentRecordsTable {
  kind: string;
  record_key: string;
  value: string;
  updated_at: string;
}
