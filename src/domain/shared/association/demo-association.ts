import { DEMO_PRESIDENT } from '../demo/demo-school';

/**
 * The association the site names when configuration names none: the demo's 한빛고등학교
 * 총동문회. The SPA's configuration (src/composition/config.ts) and the server's (receipts,
 * server/config.ts) fall back to the same values; its 대표자 is the demo's current president.
 */
export const DEMO_ASSOCIATION = {
  name: '한빛고등학교 총동문회',
  address: '서울특별시 종로구 세종대로 175, 한빛빌딩 3층',
  registrationNumber: '101-82-12345',
  representative: DEMO_PRESIDENT.name,
} as const;
