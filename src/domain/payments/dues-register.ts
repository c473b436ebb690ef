import { parseCalendarDate } from '../shared/calendar/calendar-date';
import { DUES_KIND_LABELS, type DuesDefinition, type DuesKind, type PaidDues } from './dues';

/**
 * The office's register of dues (issue 31, item 5): who paid which year, its totals, its export,
 * and the number each payment's 납부 확인서 carries. The same rules for the server and the fake.
 */

/** Dues paid through the checkout, as the payments feature hands them over to be recorded. */
export interface PaidDuesInput {
  readonly memberId: string;
  readonly kind: DuesKind;
  /** The year covered by annual dues; null for lifetime dues. */
  readonly year: number | null;
  /** Whole won, as the payment order confirmed it. */
  readonly amount: number;
  /** The payment order: recording it again records nothing. */
  readonly orderId: string;
  /** When it was paid, ISO UTC. */
  readonly paidAt: string;
}

/** One payment of dues as it is kept (the server's dues_payments, the fake's records). */
export interface DuesPayment {
  readonly id: string;
  readonly memberId: string;
  readonly kind: DuesKind;
  /** The year covered (annual); null for lifetime dues. */
  readonly year: number | null;
  readonly amount: number;
  /** The instant, ISO UTC. */
  readonly paidAt: string;
  /** The Korean day, YYYY-MM-DD. */
  readonly paidOn: string;
  readonly orderId: string;
  readonly confirmationNumber: string;
}

/** The payments as the dues' rules read them (duesStatusFor, duesAlreadyPaid…). */
export function paidDuesOf(payments: readonly DuesPayment[]): PaidDues[] {
  return payments.flatMap((payment) => {
    const paidOn = parseCalendarDate(payment.paidOn);
    return paidOn ? [{ kind: payment.kind, year: payment.year, paidOn }] : [];
  });
}

/** A payment as its member sees it in /me. */
export function myDuesPaymentOf(payment: DuesPayment): MyDuesPayment {
  return {
    paymentId: payment.id,
    kind: payment.kind,
    year: payment.year,
    amount: payment.amount,
    paidOn: payment.paidOn,
    confirmationNumber: payment.confirmationNumber,
  };
}

/** A payment as the office's register lists it, with its member as they are named now. */
export function duesRegisterEntryOf(
  payment: DuesPayment,
  member: {
    readonly name: string | null;
    readonly graduationYear: number | null;
    readonly classNumber: number | null;
  },
): DuesRegisterEntry {
  return { ...myDuesPaymentOf(payment), memberId: payment.memberId, ...member };
}

/** One payment as the register lists it. */
export interface DuesRegisterEntry {
  readonly paymentId: string;
  readonly memberId: string;
  /** Null once the member withdrew (their name erased). */
  readonly name: string | null;
  readonly graduationYear: number | null;
  readonly classNumber: number | null;
  readonly kind: DuesKind;
  /** The year covered (annual dues); null for lifetime dues. */
  readonly year: number | null;
  readonly amount: number;
  /** The Korean day it was paid, YYYY-MM-DD. */
  readonly paidOn: string;
  readonly confirmationNumber: string;
}

/** A year's payers counted and summed. */
export interface DuesYearTotals {
  /** Members whose dues cover the year (annual dues of the year, or lifetime dues paid by then). */
  readonly members: number;
  readonly annualMembers: number;
  readonly lifetimeMembers: number;
  /** The annual dues of the year, summed. */
  readonly annualAmount: number;
  /** The lifetime dues paid during the year, summed (earlier years' are counted in theirs). */
  readonly lifetimeAmountPaidInYear: number;
}

/** Whether a payment covers the year: the annual dues of that year, or lifetime dues paid by its end. */
export function duesCoverYear(
  payment: Pick<DuesRegisterEntry, 'kind' | 'year' | 'paidOn'>,
  year: number,
): boolean {
  return payment.kind === 'annual' ? payment.year === year : yearOf(payment.paidOn) <= year;
}

export function duesYearTotals(
  entries: readonly DuesRegisterEntry[],
  year: number,
): DuesYearTotals {
  const covering = entries.filter((entry) => duesCoverYear(entry, year));
  const annual = covering.filter((entry) => entry.kind === 'annual');
  const lifetime = covering.filter((entry) => entry.kind === 'lifetime');
  return {
    members: new Set(covering.map((entry) => entry.memberId)).size,
    annualMembers: annual.length,
    lifetimeMembers: lifetime.length,
    annualAmount: sum(annual.map((entry) => entry.amount)),
    lifetimeAmountPaidInYear: sum(
      lifetime.filter((entry) => yearOf(entry.paidOn) === year).map((entry) => entry.amount),
    ),
  };
}

/** The register's order: by class, then name, then the day paid. */
export function sortedDuesRegister(entries: readonly DuesRegisterEntry[]): DuesRegisterEntry[] {
  return [...entries].sort(
    (a, b) =>
      (a.graduationYear ?? 9999) - (b.graduationYear ?? 9999) ||
      (a.name ?? '').localeCompare(b.name ?? '', 'ko') ||
      a.paidOn.localeCompare(b.paidOn) ||
      a.paymentId.localeCompare(b.paymentId),
  );
}

/** 회비-2026-00001: the year it was paid and its place among that year's payments. */
export function duesConfirmationNumber(paidYear: number, serial: number): string {
  return `회비-${paidYear}-${String(serial).padStart(5, '0')}`;
}

/** What kind of dues, for the year covered: 2026년 연회비, 평생회비. */
export function duesPaymentLabel(payment: {
  readonly kind: DuesKind;
  readonly year: number | null;
}) {
  return payment.kind === 'annual' && payment.year !== null
    ? `${payment.year}년 ${DUES_KIND_LABELS.annual}`
    : DUES_KIND_LABELS[payment.kind];
}

export const DUES_EXPORT_HEADER = [
  '이름',
  '졸업 연도',
  '기수',
  '회비',
  '금액(원)',
  '납부일',
  '확인번호',
] as const;

/** The export's rows, in the register's order; a withdrawn member is 탈퇴 회원. */
export function duesExportRows(entries: readonly DuesRegisterEntry[]): (string | number)[][] {
  return sortedDuesRegister(entries).map((entry) => [
    entry.name ?? WITHDRAWN_MEMBER,
    entry.graduationYear ?? '',
    entry.classNumber ?? '',
    duesPaymentLabel(entry),
    entry.amount,
    entry.paidOn,
    entry.confirmationNumber,
  ]);
}

export function duesExportFileName(year: number): string {
  return `회비-납부-${year}.xlsx`;
}

export const WITHDRAWN_MEMBER = '탈퇴 회원';

export const NO_SUCH_DUES_PAYMENT = '회비 납부 기록을 찾을 수 없습니다.';

export const DUES_BADGE_LABEL = '회비 납부';

/** The preference in /me: off until the member turns it on. */
export const DUES_BADGE_PREFERENCE_LABEL = '동문 찾기에 회비 납부 표시';

function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

function sum(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

// ── What the screens show (the SPA's ports; the contract's schemas have the same shapes) ──────

/** One of the member's payments, with its 납부 확인서's number. */
export interface MyDuesPayment {
  readonly paymentId: string;
  readonly kind: DuesKind;
  readonly year: number | null;
  readonly amount: number;
  readonly paidOn: string;
  readonly confirmationNumber: string;
}

/** The member's dues in /me. */
export interface MyDuesView {
  /** This year, in Korea. */
  readonly year: number;
  readonly statusLabel: string;
  readonly paid: boolean;
  /** What may still be paid, with the office's amount. */
  readonly payable: readonly DuesDefinition[];
  readonly payments: readonly MyDuesPayment[];
  /** 동문 찾기에 회비 납부 표시 (off until the member turns it on). */
  readonly showBadge: boolean;
}

/** A 납부 확인서: a confirmation of dues paid, never a donation receipt. */
export interface DuesConfirmation extends MyDuesPayment {
  readonly memberName: string;
  readonly graduationYear: number | null;
  readonly classNumber: number | null;
  readonly issuer: string;
  readonly issuedOn: string;
}

/** An amount set or changed, with who and when. */
export interface DuesAmountChange extends DuesDefinition {
  readonly previousAmount: number | null;
  readonly changedAt: string;
  readonly changedBy: string;
}

/** The office's 회비 page for a year. */
export interface OfficeDuesView {
  readonly year: number;
  readonly definitions: readonly DuesDefinition[];
  readonly changes: readonly DuesAmountChange[];
  readonly entries: readonly DuesRegisterEntry[];
  readonly totals: DuesYearTotals;
}
