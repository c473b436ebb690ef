import type { SiteImage } from '../content';
import {
  normalizedWebAddress,
  type WebAddressParser,
  webAddressInvalidMessage,
  webAddressNotPublicMessage,
} from '../shared/validation/web-address';

/**
 * 동문 기업 홍보: a member lists the company they run or work for (name, field, a few lines about
 * it, how to reach it, a logo); the office reads it and approves it before anyone else sees it.
 * A change by the member sends it back to the office, so that nothing unread is ever public.
 */

export const COMPANY_CATEGORIES = [
  'manufacturing',
  'it',
  'food',
  'health',
  'professional',
  'finance',
  'construction',
  'education',
  'retail',
  'service',
  'other',
] as const;
export type CompanyCategory = (typeof COMPANY_CATEGORIES)[number];

export const COMPANY_CATEGORY_LABELS: Readonly<Record<CompanyCategory, string>> = {
  manufacturing: '제조·산업',
  it: 'IT·통신',
  food: '음식·외식',
  health: '의료·건강',
  professional: '법률·세무·회계',
  finance: '금융·보험',
  construction: '건설·부동산',
  education: '교육',
  retail: '유통·판매',
  service: '서비스',
  other: '기타',
};

/** Approval: waiting for the office, public, or sent back with the office's reason. */
export const COMPANY_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];

export const COMPANY_STATUS_LABELS: Readonly<Record<CompanyStatus, string>> = {
  pending: '승인 대기',
  approved: '게시 중',
  rejected: '반려',
};

/** Listings on one page of the public list (four rows of three on a wide screen). */
export const COMPANY_PAGE_SIZE = 12;
export const COMPANY_MAX_PAGE_SIZE = 50;
/** How many listings one member may keep (a member may run more than one business). */
export const COMPANY_MAX_PER_MEMBER = 3;
export const COMPANY_NAME_MAX_LENGTH = 60;
export const COMPANY_SUMMARY_MAX_LENGTH = 1000;
export const COMPANY_PHONE_MAX_LENGTH = 20;
export const COMPANY_WEBSITE_MAX_LENGTH = 200;
export const COMPANY_ADDRESS_MAX_LENGTH = 200;
export const COMPANY_QUERY_MAX_LENGTH = 50;
export const COMPANY_REJECT_REASON_MAX_LENGTH = 300;

export const COMPANY_NAME_REQUIRED = '회사 이름을 입력해 주세요.';
export const COMPANY_SUMMARY_REQUIRED = '회사 소개를 입력해 주세요.';
export const COMPANY_PHONE_INVALID =
  '전화번호는 숫자와 하이픈(-)으로 입력해 주세요. 예: 02-123-4567';
export const COMPANY_WEBSITE_LABEL = '홈페이지 주소';
export const COMPANY_WEBSITE_INVALID = webAddressInvalidMessage(COMPANY_WEBSITE_LABEL);
export const COMPANY_WEBSITE_NOT_PUBLIC = webAddressNotPublicMessage(COMPANY_WEBSITE_LABEL);
export const COMPANY_LIMIT_REACHED = `기업은 한 분이 ${COMPANY_MAX_PER_MEMBER}곳까지 등록할 수 있습니다.`;
export const NO_SUCH_COMPANY = '등록된 기업을 찾을 수 없습니다.';
export const UNKNOWN_LOGO = '올리지 않은 로고가 들어 있습니다. 로고를 다시 올려 주세요.';
export const COMPANY_CHANGED_SINCE =
  '등록한 동문이 그사이 내용을 고쳤습니다. 목록을 새로 불러와 바뀐 내용을 확인해 주세요.';
export const REJECT_REASON_REQUIRED = '반려 사유를 입력해 주세요. 등록한 동문에게 그대로 보입니다.';

/** What a member writes. */
export interface CompanyDraft {
  readonly name: string;
  readonly category: CompanyCategory;
  readonly summary: string;
  /** Blank when not given. */
  readonly phone: string;
  readonly website: string;
  readonly address: string;
  /** The processed logo's image id; null without a logo. */
  readonly logoImageId: string | null;
}

/** Who listed it, as the public list names them: name and class, nothing else. */
export interface CompanyOwner {
  readonly name: string;
  readonly classNumber: number | null;
}

/** A listing as anyone sees it (approved ones only). */
export interface Company {
  readonly companyId: string;
  readonly name: string;
  readonly category: CompanyCategory;
  readonly summary: string;
  readonly phone: string;
  /** An http(s) address, or blank. */
  readonly website: string;
  readonly address: string;
  readonly logo: SiteImage | null;
  readonly owner: CompanyOwner;
}

/** One of the member's own listings, with where it stands. */
export interface MyCompany extends Omit<Company, 'owner'> {
  readonly status: CompanyStatus;
  /** The office's reason when it sent the listing back. */
  readonly rejectReason: string | null;
  readonly updatedAt: string;
}

/** A listing in the office's queue: who wrote it (their id too) and where it stands. */
export interface OfficeCompany extends Company {
  readonly ownerId: string;
  readonly status: CompanyStatus;
  readonly rejectReason: string | null;
  readonly updatedAt: string;
  readonly reviewedAt: string | null;
}

export interface CompanySearch {
  readonly category: CompanyCategory | null;
  /** Words searched in the name and the summary; blank for all. */
  readonly query: string;
  readonly page: number;
}

export interface OfficeCompanySearch {
  readonly status: CompanyStatus;
  readonly page: number;
}

/** The office's decision on the version it read (`updatedAt`): a later change is not decided. */
export type CompanyReview =
  | { readonly decision: 'approve'; readonly updatedAt: string }
  | { readonly decision: 'reject'; readonly updatedAt: string; readonly reason: string };

const PHONE = /^[0-9][0-9-]{6,18}[0-9]$/u;

/** The website's rule: a public http(s) address (src/domain/shared/validation/web-address.ts). */
function websiteRule(parser: WebAddressParser) {
  return { parser, maxLength: COMPANY_WEBSITE_MAX_LENGTH, label: COMPANY_WEBSITE_LABEL };
}

/**
 * The website as it is kept: a public `http(s)` address in the URL parser's normal form (a bare
 * `www.…` gets `https://`, the host in ASCII), blank when none was given, or null when it is
 * not one (`javascript:`, a user name, `localhost`, a private address, a port past 65535 and the
 * like are never kept, since the list links to it). `parser` is the platform's `URL`.
 */
export function normalizedWebsite(input: string, parser: WebAddressParser): string | null {
  const result = normalizedWebAddress(input, websiteRule(parser));
  return result.ok ? result.value : null;
}

/** The refusal a draft earns (the member's form, the server and the fake alike), or null. */
export function companyDraftRefusal(draft: CompanyDraft, parser: WebAddressParser): string | null {
  if (draft.name.trim() === '') return COMPANY_NAME_REQUIRED;
  if (draft.summary.trim() === '') return COMPANY_SUMMARY_REQUIRED;
  const phone = draft.phone.trim();
  if (phone !== '' && !PHONE.test(phone)) return COMPANY_PHONE_INVALID;
  const website = normalizedWebAddress(draft.website, websiteRule(parser));
  return website.ok ? null : website.message;
}

/** What is stored of a draft that passed: texts trimmed, the website normalised. */
export function savedCompanyFieldsOf(draft: CompanyDraft, parser: WebAddressParser) {
  return {
    name: draft.name.trim(),
    category: draft.category,
    summary: draft.summary.trim(),
    phone: draft.phone.trim(),
    website: normalizedWebsite(draft.website, parser) ?? '',
    address: draft.address.trim(),
    logoImageId: draft.logoImageId,
  };
}

/** The refusal a review earns: a rejection says why. */
export function companyReviewRefusal(review: CompanyReview): string | null {
  return review.decision === 'reject' && review.reason.trim() === ''
    ? REJECT_REASON_REQUIRED
    : null;
}

/** The words of a search (blank-separated, at most five), as the list and the fake read them. */
export function companySearchWords(query: string): string[] {
  return query.trim().split(/\s+/u).filter(Boolean).slice(0, 5);
}
