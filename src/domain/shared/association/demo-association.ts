/**
 * The demo's president in office (박정우, 제9대 회장; the rest of him in DEMO_PRESIDENT of
 * src/domain/shared/demo/demo-school.ts): only the name here, so that the site's first bundle,
 * which reads the footer's fallback, carries nothing else of the demo.
 */
export const DEMO_PRESIDENT_NAME = '박정우';

/**
 * The association the site names when configuration names none: the demo's 한빛고등학교
 * 총동문회. The SPA's configuration (src/composition/config.ts) and the server's (receipts,
 * server/config.ts) fall back to the same values; its 대표자 is the demo's current president.
 */
export const DEMO_ASSOCIATION = {
  name: '한빛고등학교 총동문회',
  address: '서울특별시 종로구 세종대로 175, 한빛빌딩 3층',
  /** The office's telephone (the SPA's footer falls back to the same number). */
  phone: '02-1234-5678',
  registrationNumber: '101-82-12345',
  representative: DEMO_PRESIDENT_NAME,
} as const;

/**
 * The demo's own account for gifts (기부 안내 names it): what 기부하기 offers for a deposit with
 * a reference when the server runs its sandbox and no DONATION_ACCOUNT_* is set.
 */
export const DEMO_DONATION_ACCOUNT = {
  bank: '한빛은행',
  accountNumber: '123-456-789012',
  holderName: '총동문회 장학기금',
} as const;
