/**
 * A member's postal address as the site stores it.
 *
 * `city` and `sgg` are 10-digit legal-district codes (법정동코드) at 시·도 and 시·군·구 level;
 * the alumni directory filters by them.
 */
export interface PostalAddress {
  /** 5-digit postal code (우편번호, 국가기초구역번호). */
  readonly zonecode: string;
  /** Road address (도로명주소), with the building name in parentheses for apartments. */
  readonly addr: string;
  /** Detail address (상세주소) typed by the member; empty right after a search. */
  readonly daddr: string;
  /** 시·도 code: first two digits of the 시·군·구 code followed by eight zeros. */
  readonly city: string;
  /** 시·군·구 code: the five-digit 시·군·구 code followed by five zeros. */
  readonly sgg: string;
  /** 시·도 name, e.g. 서울. */
  readonly sido: string;
  /** 시·군·구 name, e.g. 강남구; empty for 세종특별자치시, which has none. */
  readonly sigungu: string;
}

export const LEGAL_DISTRICT_CODE_LENGTH = 10;

/** The 시·도 code (10 digits) of a 5-digit 시·군·구 code: 11680 → 1100000000. */
export function cityCodeOf(sigunguCode: string): string {
  return `${sigunguCode.slice(0, 2)}00000000`;
}

/** The 시·군·구 code (10 digits) of a 5-digit 시·군·구 code: 11680 → 1168000000. */
export function sggCodeOf(sigunguCode: string): string {
  return `${sigunguCode}00000`;
}
