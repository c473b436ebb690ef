import { csvDocument } from '../shared/format/csv-document';
import { formatCalendarDate } from '../shared/calendar/calendar-date';
import { calendarDateOf } from '../shared/format/date-format';
import type { ReceiptCode } from './donation';
import { DONOR_KIND_LABELS, type DonorKind } from './records';
import type { ReceiptLine, ReceiptScope } from './receipt';

/**
 * The office's receipts' register (기부금영수증 발급대장): every receipt issued, by the tax year
 * its donations belong to, with where it last went, reissued or cancelled with a reason; the
 * year's consolidated receipts sent to every donor at once; and the year's 발급명세 exported for
 * the tax office. 소득세법 제160조의3 has the association keep the 발급명세 for five years.
 */
export const RECEIPT_REGISTER_RETENTION_YEARS = 5;

/** Receipts on one page of the register. */
export const RECEIPT_REGISTER_PAGE_SIZE = 50;

export const RECEIPT_CHANNELS = ['mail', 'fax', 'download'] as const;
export type ReceiptChannel = (typeof RECEIPT_CHANNELS)[number];

export const RECEIPT_CHANNEL_LABELS: Readonly<Record<ReceiptChannel, string>> = {
  mail: '전자우편',
  fax: '팩스',
  download: '내려받기',
};

/** A receipt as the register lists it. */
export interface RegisterEntry {
  readonly receiptId: string;
  readonly serial: string;
  readonly donorId: string;
  readonly donorName: string;
  readonly donorKind: DonorKind;
  /** A whole year's (연간 합산) or one donation's (건별). */
  readonly scope: ReceiptScope['kind'];
  readonly taxYear: number;
  /** What the receipt showed when it was last issued. */
  readonly totalAmount: number;
  readonly issuedAt: string;
  readonly lastIssuedAt: string;
  readonly issueCount: number;
  /** Where it last went; null when it was never sent (a failed first try). */
  readonly lastChannel: ReceiptChannel | null;
  readonly cancelledAt: string | null;
  readonly cancelReason: string | null;
  /**
   * A person whose resident number is not on file: the receipt went (or would go) with an empty
   * 주민등록번호, useless for 연말정산, until the member adds it in 내 정보 (주민번호 대기).
   */
  readonly residentNumberMissing: boolean;
}

/** The register's mark of a receipt whose donor has no resident number on file. */
export const RESIDENT_NUMBER_WAITING = '주민번호 대기';

/** Whether a donor's receipt lacks the resident number it needs: a person with none on file. */
export function residentNumberMissing(kind: DonorKind, residentNumberOnFile: boolean): boolean {
  return kind === 'person' && !residentNumberOnFile;
}

export const RECEIPT_SCOPE_LABELS: Readonly<Record<ReceiptScope['kind'], string>> = {
  year: '연간 합산',
  donation: '건별',
};

export const NO_SUCH_RECEIPT = '발급한 영수증을 찾을 수 없습니다.';
export const RECEIPT_ALREADY_CANCELLED =
  '이미 취소한 영수증입니다. 다시 보내려면 기부자에게 새로 발급해 주세요.';

/** A receipt's amounts by code, as issued: the 발급명세 has a line per code. */
export interface AmountsByCode {
  readonly special: number;
  readonly general: number;
}

export function amountsByCodeOf(lines: readonly Pick<ReceiptLine, 'code' | 'amount'>[]) {
  const sum = (code: ReceiptCode) =>
    lines.filter((line) => line.code === code).reduce((total, line) => total + line.amount, 0);
  return { special: sum('10'), general: sum('40') } satisfies AmountsByCode;
}

/** The year's batch of consolidated receipts by e-mail, as it goes. */
export interface ReceiptBatchProgress {
  readonly batchId: string;
  readonly taxYear: number;
  /** Donors with donations in the year. */
  readonly total: number;
  readonly sent: number;
  /** Not sent, and why (no e-mail address, issued before, nothing left to receipt). */
  readonly skipped: number;
  readonly failed: number;
  readonly startedAt: string;
  readonly finishedAt: string | null;
  /** The donors not sent to, with why: the office follows them up by post, fax or phone. */
  readonly problems: {
    /** The donor's page in the console, where the office issues, prints or faxes the receipt. */
    readonly donorId: string;
    readonly donorName: string;
    readonly note: string;
    readonly failed: boolean;
  }[];
}

/**
 * What the office sees before starting the year's batch: how many donors it goes to, and how
 * many of them will get no receipt by it (no resident number: a request to add it instead; no
 * e-mail: nothing, the office posts or faxes it).
 */
export interface ReceiptBatchPreview {
  readonly taxYear: number;
  readonly donors: number;
  /** People with no resident number on file (with or without an e-mail address). */
  readonly withoutResidentNumber: number;
  readonly withoutEmail: number;
}

/** How many of the batch's donors are done, sent or not. */
export function batchDone(progress: ReceiptBatchProgress): number {
  return progress.sent + progress.skipped + progress.failed;
}

export const BATCH_ALREADY_RUNNING =
  '이 해의 영수증을 이미 보내고 있습니다. 진행 상황을 확인해 주세요.';
export const BATCH_NO_DONORS = '이 해에 기부한 기부자가 없습니다.';
/** Why a donor of the batch got nothing. */
export const BATCH_SKIP_NOTES = {
  noEmail: '전자우편 주소가 없어 보내지 않았습니다. 우편이나 팩스로 보내 주세요.',
  issuedBefore: '이 해의 연간 영수증을 이미 발급했습니다. 필요하면 발급 대장에서 재발급해 주세요.',
  nothingLeft: '이 해의 기부는 모두 건별 영수증을 받았습니다.',
  noResidentNumber:
    '주민등록번호가 없어 영수증 대신 내 정보에서 번호를 입력해 달라는 전자우편을 보냈습니다. 입력하면 영수증을 받을 수 있습니다.',
  noResidentNumberOutsider:
    '회원이 아니고 주민등록번호가 없어 보내지 않았습니다. 기부자에게 연락해 번호를 받아 주세요.',
  failed: '보내지 못했습니다. 잠시 뒤 일괄 발송을 다시 시작하면 이어서 보냅니다.',
} as const;

/** The year's batch is for finished years and this one (a receipt for a year to come is none). */
export function batchYearRefusal(year: number, now: Date): string | null {
  return year > calendarDateOf(now).year ? '아직 오지 않은 해의 영수증은 보낼 수 없습니다.' : null;
}

/** A line of the 발급명세 as exported, with the donor's number in full for the tax office. */
export interface RegisterExportEntry extends RegisterEntry {
  readonly amounts: AmountsByCode;
  /** 주민등록번호 in full (a person with one on file) or 사업자등록번호; null when none. */
  readonly identityNumber: string | null;
}

export const REGISTER_EXPORT_HEADER = [
  '일련번호',
  '귀속 연도',
  '구분',
  '최초 발급일',
  '최종 발급일',
  '발급 횟수',
  '기부자 구분',
  '성명(법인명)',
  '주민등록번호(사업자등록번호)',
  '특례기부금(코드 10)',
  '일반기부금(코드 40)',
  '합계',
  '상태',
  '취소일',
  '취소 사유',
] as const;

const dayOf = (iso: string) => formatCalendarDate(calendarDateOf(new Date(iso)));

/** The 발급명세's rows, in serial order, cancelled receipts kept and marked. */
export function registerExportRows(entries: readonly RegisterExportEntry[]): (string | number)[][] {
  return [...entries]
    .sort((a, b) => a.serial.localeCompare(b.serial))
    .map((entry) => [
      entry.serial,
      entry.taxYear,
      RECEIPT_SCOPE_LABELS[entry.scope],
      dayOf(entry.issuedAt),
      dayOf(entry.lastIssuedAt),
      entry.issueCount,
      DONOR_KIND_LABELS[entry.donorKind],
      entry.donorName,
      entry.identityNumber ?? '',
      entry.amounts.special,
      entry.amounts.general,
      entry.totalAmount,
      entry.cancelledAt ? '취소' : '발급',
      entry.cancelledAt ? dayOf(entry.cancelledAt) : '',
      entry.cancelReason ?? '',
    ]);
}

/** The 발급명세 as CSV (UTF-8 with a byte-order mark, formulas guarded). */
export function registerExportCsv(entries: readonly RegisterExportEntry[]): string {
  return csvDocument(REGISTER_EXPORT_HEADER, registerExportRows(entries));
}

export const REGISTER_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type RegisterExportFormat = (typeof REGISTER_EXPORT_FORMATS)[number];

/** `기부금영수증_발급명세_2026.xlsx`. */
export function registerExportFileName(year: number, format: RegisterExportFormat): string {
  return `기부금영수증_발급명세_${year}.${format}`;
}

/**
 * A receipt's fax waiting for the office to send it: asked for by a member while the server has
 * no fax service (FAX_EMAIL_GATEWAY).
 */
export interface QueuedFax {
  readonly faxId: string;
  readonly number: string;
  /** The member's id; null for a fax queued before the id was kept. */
  readonly requestedBy: string | null;
  readonly queuedAt: string;
  readonly fileName: string;
}
