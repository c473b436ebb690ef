import { ACCOUNTS_ENDPOINTS } from './endpoints/accounts';
import { COMPANIES_ENDPOINTS } from './endpoints/pages/companies';
import { CONTENT_PAGE_ENDPOINTS } from './endpoints/pages/content';
import { DIRECTORY_ENDPOINTS } from './endpoints/pages/directory';
import { DONATION_PAGE_ENDPOINTS } from './endpoints/pages/donations';
import { DUES_PAGE_ENDPOINTS } from './endpoints/pages/dues';
import { EVENT_PAGE_ENDPOINTS } from './endpoints/pages/events';
import { FILE_PAGE_ENDPOINTS } from './endpoints/pages/files';
import { MY_INFO_ENDPOINTS } from './endpoints/my-info';
import { MESSAGE_PAGE_ENDPOINTS } from './endpoints/pages/messages';
import { LIBRARY_ENDPOINTS } from './endpoints/pages/library';
import { PAYMENT_PAGE_ENDPOINTS } from './endpoints/pages/payments';
import { SIGN_IN_ENDPOINTS } from './endpoints/pages/session';
import type { EndpointDefinition } from './shared/endpoint';

/**
 * The site's calls that only pages loaded after the first screen make (signing in,
 * 회원가입 and the account pages, 내 정보, uploads and downloads, 연혁, 역대 회장, 조직도, 동문
 * 찾기, 동문 기업, 자료실, the donations' pages, 기부하기): the SPA's HTTP client loads this
 * table with the first of them, as it loads the office's with the console, so that the home
 * route carries none of them (its JavaScript budget, issue 10).
 */
export const PAGE_ENDPOINTS = {
  ...SIGN_IN_ENDPOINTS,
  ...ACCOUNTS_ENDPOINTS,
  ...MY_INFO_ENDPOINTS,
  ...FILE_PAGE_ENDPOINTS,
  ...CONTENT_PAGE_ENDPOINTS,
  ...DIRECTORY_ENDPOINTS,
  ...COMPANIES_ENDPOINTS,
  ...LIBRARY_ENDPOINTS,
  ...DONATION_PAGE_ENDPOINTS,
  ...DUES_PAGE_ENDPOINTS,
  ...PAYMENT_PAGE_ENDPOINTS,
  ...MESSAGE_PAGE_ENDPOINTS,
  ...EVENT_PAGE_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;
