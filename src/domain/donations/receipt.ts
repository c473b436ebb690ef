import { calendarDateOf } from '../shared/format/date-format';
import {
  donationCategoryOf,
  type DonationMethod,
  RECEIPT_CODE_LABELS,
  type ReceiptCode,
} from './donation';

/**
 * The statutory donation receipt (기부금영수증, 소득세법 시행규칙 별지 제45호의2서식): for one
 * donation, or for a donor's whole year (the consolidated receipt members need at tax time).
 */
export type ReceiptScope =
  | { readonly kind: 'donation'; readonly donationId: string }
  | { readonly kind: 'year'; readonly year: number };

/** One receipt per donor and scope is live at a time: this is its key. */
export function receiptScopeKey(scope: ReceiptScope): string {
  return scope.kind === 'donation' ? `donation:${scope.donationId}` : `year:${scope.year}`;
}

/** The scope a key stands for (the register keeps keys); null for anything else. */
export function receiptScopeOfKey(key: string): ReceiptScope | null {
  const year = /^year:(\d{4})$/u.exec(key);
  if (year) return { kind: 'year', year: Number(year[1]) };
  const donation = /^donation:(.+)$/u.exec(key);
  return donation?.[1] ? { kind: 'donation', donationId: donation[1] } : null;
}

/** Serial numbers run per year of issue, six digits: `2026-000123`. */
export const RECEIPT_SERIAL_DIGITS = 6;

export function formatReceiptSerial(year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** RECEIPT_SERIAL_DIGITS) {
    throw new RangeError(`A receipt's sequence is 1 to 999999, got ${sequence}`);
  }
  return `${year}-${String(sequence).padStart(RECEIPT_SERIAL_DIGITS, '0')}`;
}

/** The year a receipt issued at that moment numbers its serial in: the year in Korea. */
export function receiptSerialYearOf(issuedAt: Date): number {
  return calendarDateOf(issuedAt).year;
}

export function parseReceiptSerial(serial: string): { year: number; sequence: number } | null {
  const match = /^(\d{4})-(\d{6})$/u.exec(serial.trim());
  if (!match || Number(match[2]) === 0) return null;
  return { year: Number(match[1]), sequence: Number(match[2]) };
}

/** A line of the form's 기부내용 table. */
export interface ReceiptLine {
  /** 유형: 특례기부금 or 일반기부금. */
  readonly type: string;
  readonly code: ReceiptCode;
  /** 구분: 금전 or 현물. */
  readonly category: '금전' | '현물';
  /** 연월일, YYYY-MM-DD. */
  readonly date: string;
  /** 내용: the fund, and for goods what they were. */
  readonly description: string;
  readonly amount: number;
}

export interface ReceiptLineSource {
  readonly donatedOn: string;
  readonly amount: number;
  readonly fundName: string;
  readonly method: DonationMethod;
  readonly receiptCode: ReceiptCode;
  readonly memo: string | null;
}

/** A donation as the receipt's table writes it; oldest first when several. */
export function receiptLinesOf(donations: readonly ReceiptLineSource[]): ReceiptLine[] {
  return [...donations]
    .sort((a, b) => a.donatedOn.localeCompare(b.donatedOn))
    .map((donation) => {
      const category = donationCategoryOf(donation.method);
      return {
        type: RECEIPT_CODE_LABELS[donation.receiptCode],
        code: donation.receiptCode,
        category,
        date: donation.donatedOn,
        description:
          category === '현물' && donation.memo
            ? `${donation.fundName} (${donation.memo})`
            : donation.fundName,
        amount: donation.amount,
      };
    });
}

/** The association as a receipt's 기부금 단체 section names it. */
export interface ReceiptIssuer {
  readonly name: string;
  /** 사업자등록번호 or 고유번호. */
  readonly registrationNumber: string;
  readonly address: string;
  readonly representative: string;
  /** 기부금공제대상 기부금단체 근거법령. */
  readonly legalBasis: string;
}

/** What a receipt holds, shown to the member before it is sent (spec: receipt base information). */
export interface ReceiptBaseInfo {
  readonly scope: ReceiptScope;
  readonly donor: {
    readonly name: string;
    /** 900101-1******, or null when none is on file. */
    readonly residentNumberMasked: string | null;
    readonly address: string | null;
  };
  readonly residentNumberOnFile: boolean;
  readonly issuer: ReceiptIssuer;
  readonly lines: readonly ReceiptLine[];
  readonly total: number;
  /** The serial of the live receipt already issued for this scope (a new send is 재발급). */
  readonly issuedSerial: string | null;
}

/**
 * Why a resident number is asked, shown with its own consent box: the law requires it on the
 * receipt and in the register sent to the tax office, and allows collecting it without the
 * general consent rules (개인정보 보호법 제24조의2제1항제1호).
 */
export const RESIDENT_NUMBER_CONSENT =
  '기부금영수증에는 「소득세법」 제160조의3과 같은 법 시행규칙 별지 제45호의2서식에 따라 ' +
  '기부자의 주민등록번호를 적어야 합니다. 총동문회는 「개인정보 보호법」 제24조의2제1항제1호에 ' +
  '따라 영수증 발급과 기부금영수증 발급명세 제출에만 쓰기 위해 주민등록번호를 받으며, 암호화하여 ' +
  '보관하고 화면과 보내는 영수증에는 뒷자리를 가려 표시합니다. 발급명세는 5년간 보관합니다.';

/**
 * A donation goes on one live receipt only, or its donor would deduct it twice: a year's receipt
 * leaves out the donations that have a receipt of their own, and a donation on its year's issued
 * receipt (`yearReceiptHolding`) gets none of its own. Answers why a donation's receipt cannot
 * be issued, or null.
 */
export function donationReceiptRefusal(onYearReceipt: number | null): string | null {
  return onYearReceipt !== null
    ? `이 기부는 이미 발급한 ${onYearReceipt}년 연간 기부금영수증에 들어 있습니다. 그해의 연간 영수증을 받아 주십시오.`
    : null;
}

export const NO_DONATIONS_FOR_RECEIPT = '영수증에 적을 기부 내역이 없습니다.';
export const NO_SUCH_DONATION = '기부 내역을 찾을 수 없습니다.';

/** Everything a receipt's PDF shows, as issued. */
export interface ReceiptDocument {
  readonly serial: string;
  /** A second or later issue of the same receipt: marked 재발급, same serial. */
  readonly reissue: boolean;
  /** The day of this issue in Korea, YYYY-MM-DD. */
  readonly issuedOn: string;
  readonly scope: ReceiptScope;
  readonly donor: {
    readonly name: string;
    /** Masked (900101-1******) unless the donor asked for the full number on their own copy. */
    readonly identityNumber: string | null;
    readonly address: string | null;
  };
  readonly issuer: ReceiptIssuer;
  readonly lines: readonly ReceiptLine[];
  readonly total: number;
}

/** The certification of the statutory form, as printed above the date. */
export const RECEIPT_CERTIFICATION =
  '「소득세법」 제34조, 「조세특례제한법」 제58조ㆍ제76조ㆍ제88조의4 및 「법인세법」 제24조에 따른 기부금을 위와 같이 기부받았음을 증명합니다.';

/** The PDF's file name: `기부금영수증_2026-000123.pdf`. */
export function receiptFileName(serial: string): string {
  return `기부금영수증_${serial}.pdf`;
}

/** The letter's subject: `[한빛고등학교 총동문회] 기부금영수증(2026-000123) 재발급`. */
export function receiptMailSubject(associationName: string, serial: string, reissue: boolean) {
  return `[${associationName}] 기부금영수증(${serial})${reissue ? ' 재발급' : ''}`;
}

/** What a member asks for with a receipt: its scope, and a resident number given with it. */
export interface ReceiptRequest {
  readonly scope: ReceiptScope;
  /** Given once, when none is on file; kept sealed only with the separate consent. */
  readonly residentNumber?: string;
  readonly residentNumberConsent?: boolean;
}

/**
 * A receipt that went: its serial, whether it was a second or later issue (재발급), and whether
 * it was sent or only queued for the office to fax (no fax service set up).
 */
export interface SentReceipt {
  readonly serial: string;
  readonly reissue: boolean;
  readonly delivery: 'sent' | 'queued';
}
