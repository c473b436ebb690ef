/**
 * The events feature's tables, added to the shared `DatabaseSchema` by declaration merging (see
 * ../shared/schema.ts). Fees and amounts are `bigint`: PostgreSQL answers them as text.
 */
declare module '../shared/schema' {
  interface DatabaseSchema {
    events: EventsTable;
    event_registrations: EventRegistrationsTable;
  }
}

export interface EventsTable {
  event_id: string;
  kind: string;
  title: string;
  description: string;
  programme: string;
  starts_at: string;
  ends_at: string;
  registration_deadline: string;
  refund_deadline: string | null;
  place_name: string;
  place_address: string;
  capacity: number;
  fee_member: number | string;
  fee_companion: number | string;
  fee_visitor: number | string;
  visitors_allowed: number;
  max_companions: number;
  pay_at_door: number;
  contact_name: string;
  contact_phone: string;
  contact_email: string;
  state: string;
  seats_taken: number;
  waiting_count: number;
  line_serial: number;
  calendar_sequence: number;
  published_at: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  created_at: string;
  created_by: string;
  updated_at: string;
  updated_by: string;
}

export interface EventRegistrationsTable {
  registration_id: string;
  event_id: string;
  /** Null: a visitor. No reference: the registration outlives a withdrawn account. */
  member_id: string | null;
  name: string;
  phone: string;
  email: string;
  /** The e-mail in lower case: a visitor's one live registration per event. */
  email_key: string;
  class_number: number | null;
  companions: number;
  note: string;
  state: string;
  line_number: number;
  payment: string;
  amount: number | string;
  order_id: string | null;
  /** By when an online fee owed is to be paid (migration 0035). */
  pay_by: string | null;
  attended_at: string | null;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}
