import { validateDonationAmount } from '../donations';
import type { CalendarDate } from '../shared/calendar/calendar-date';
import { invalid, type ValidationResult, valid } from '../shared/validation/validation-result';
import { isDonationPurpose, type PaymentPurpose } from './purpose';

/**
 * Membership dues (issue 31, item 5): 연회비 covers one year, 평생회비 is paid once and covers
 * every year from the year it was paid. The office sets the amounts (an annual amount per year,
 * one lifetime amount); members pay them through the same checkout. Dues are not donations: they
 * count in no fund and no hall of fame, and get a payment confirmation, never a donation receipt.
 */
export const DUES_KINDS = ['annual', 'lifetime'] as const;
export type DuesKind = (typeof DUES_KINDS)[number];

export const DUES_KIND_LABELS: Readonly<Record<DuesKind, string>> = {
  annual: '연회비',
  lifetime: '평생회비',
};

/** What the office sets: the annual dues of a year, or the lifetime dues. */
export interface DuesDefinition {
  readonly kind: DuesKind;
  /** The year an annual amount is for; null for lifetime dues. */
  readonly year: number | null;
  readonly amount: number;
}

export interface DuesDefinitionDraft {
  readonly kind: DuesKind;
  readonly year: number | null;
  readonly amount: number | string;
}

/** Annual dues may be set for years from 2000 up to next year (set ahead before January). */
export const FIRST_DUES_YEAR = 2000;

export function validateDuesDefinition(
  draft: DuesDefinitionDraft,
  today: CalendarDate,
): ValidationResult<DuesDefinition> {
  const amount = validateDonationAmount(draft.amount);
  if (!amount.ok) return amount;
  if (draft.kind === 'lifetime')
    return valid({ kind: 'lifetime', year: null, amount: amount.value });
  const year = draft.year;
  if (year === null || !Number.isInteger(year) || year < FIRST_DUES_YEAR || year > today.year + 1) {
    return invalid(
      'dues.year',
      `연회비의 연도는 ${FIRST_DUES_YEAR}년부터 ${today.year + 1}년 사이로 입력해 주세요.`,
    );
  }
  return valid({ kind: 'annual', year, amount: amount.value });
}

/** The dues a member paid: for annual dues, the year they cover. */
export interface PaidDues {
  readonly kind: DuesKind;
  /** The year covered (annual); null for lifetime dues. */
  readonly year: number | null;
  readonly paidOn: CalendarDate;
}

export type DuesStatus =
  | { readonly kind: 'lifetime'; readonly since: CalendarDate }
  | { readonly kind: 'annual'; readonly paidOn: CalendarDate }
  | { readonly kind: 'unpaid' };

/** A member's dues for a year: lifetime dues cover every year from the year they were paid. */
export function duesStatusFor(paid: readonly PaidDues[], year: number): DuesStatus {
  const lifetime = paid
    .filter((each) => each.kind === 'lifetime' && each.paidOn.year <= year)
    .sort((a, b) => a.paidOn.year - b.paidOn.year)[0];
  if (lifetime) return { kind: 'lifetime', since: lifetime.paidOn };
  const annual = paid.find((each) => each.kind === 'annual' && each.year === year);
  return annual ? { kind: 'annual', paidOn: annual.paidOn } : { kind: 'unpaid' };
}

/** 2026년 연회비 납부, 평생회비 납부(2019년부터), 2026년 회비 미납 */
export function duesStatusLabel(status: DuesStatus, year: number): string {
  switch (status.kind) {
    case 'lifetime':
      return `평생회비 납부(${status.since.year}년부터)`;
    case 'annual':
      return `${year}년 연회비 납부`;
    case 'unpaid':
      return `${year}년 회비 미납`;
  }
}

/**
 * Why a member cannot pay these dues now, or null: the office has not set them, the year is
 * already paid, or lifetime dues already cover it.
 */
export function duesPaymentRefusal(
  kind: DuesKind,
  year: number,
  definitions: readonly DuesDefinition[],
  paid: readonly PaidDues[],
): string | null {
  const defined = definitions.some(
    (each) => each.kind === kind && (kind === 'lifetime' || each.year === year),
  );
  if (!defined) {
    return kind === 'lifetime'
      ? '평생회비가 아직 정해지지 않았습니다. 사무국에 문의해 주세요.'
      : `${year}년 연회비가 아직 정해지지 않았습니다. 사무국에 문의해 주세요.`;
  }
  return duesAlreadyPaid(kind, year, paid);
}

/**
 * Why these dues would be paid twice, or null: lifetime dues already paid, or the year's annual
 * dues (the database keeps one payment per member and year, or lifetime, as well).
 */
export function duesAlreadyPaid(
  kind: DuesKind,
  year: number,
  paid: readonly PaidDues[],
): string | null {
  if (paid.some((each) => each.kind === 'lifetime')) {
    return '이미 평생회비를 내셨습니다. 더 내실 회비가 없습니다.';
  }
  if (kind === 'annual' && duesStatusFor(paid, year).kind !== 'unpaid') {
    return `${year}년 연회비는 이미 내셨습니다.`;
  }
  return null;
}

/** The amount of the dues the office set, or null when not set. */
export function duesAmountOf(
  kind: DuesKind,
  year: number,
  definitions: readonly DuesDefinition[],
): number | null {
  return (
    definitions.find((each) => each.kind === kind && (kind === 'lifetime' || each.year === year))
      ?.amount ?? null
  );
}

// ── The proof a payment gets ────────────────────────────────────────────────────────────────

export type ProofOfPayment = 'donationReceipt' | 'paymentConfirmation';

export const PAYMENT_DOCUMENT_LABELS: Readonly<Record<ProofOfPayment, string>> = {
  donationReceipt: '기부금영수증',
  paymentConfirmation: '납부 확인서',
};

/** Gifts and pledges get a donation receipt (when asked for); dues a payment confirmation. */
export function proofOfPaymentFor(purpose: PaymentPurpose): ProofOfPayment {
  return isDonationPurpose(purpose) ? 'donationReceipt' : 'paymentConfirmation';
}

/**
 * The paper an order's donor gets: none for a gift whose donor wants no receipt, none for an
 * event's fee (its registration shows it paid; the provider's slip is the card receipt).
 */
export function proofOfPaymentOf(order: {
  readonly purpose: PaymentPurpose;
  readonly wantsReceipt: boolean;
}): ProofOfPayment | null {
  if (order.purpose === 'event') return null;
  const paper = proofOfPaymentFor(order.purpose);
  return paper === 'donationReceipt' && !order.wantsReceipt ? null : paper;
}

export const DUES_NOT_DONATION =
  '회비는 기부금이 아니어서 기부금영수증이 발급되지 않습니다. 대신 납부 확인서를 드립니다.';
