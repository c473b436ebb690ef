import { DONATION_PAGE_ENDPOINTS } from './endpoints/pages/donations';
import type { EndpointDefinition } from './shared/endpoint';

/**
 * The site's calls that only pages loaded after the first screen make: the SPA's HTTP client
 * loads this table with the first of them, as it loads the office's with the console, so that
 * the home route carries none of them (its JavaScript budget, issue 10).
 */
export const PAGE_ENDPOINTS = {
  ...DONATION_PAGE_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;
