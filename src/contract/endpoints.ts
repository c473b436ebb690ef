/**
 * Every call of the API: method, exact path (spec section 7, typos included:
 * `/api/user/auth/siginup`), who may make it, and what it is for. The server registers its
 * routes from this table and the SPA's HTTP adapter calls through it, so a path cannot drift
 * between the two. Each feature declares its calls in `./endpoints/<feature>.ts`, spread here; their request
 * and response shapes are in `./<feature>.ts`, listed by `./endpoint-schemas.ts`.
 *
 * Access:
 * - `public`: anyone; a token, if sent, is ignored except for the X-User-Id check.
 * - `optional`: anyone; a valid token identifies the member (e.g. the access log).
 * - `member`: a valid access token of an approved account.
 * - `admin`: the same, with the administrator role.
 */

import { OFFICE_ENDPOINTS } from './office-endpoints';
import { PAGE_ENDPOINTS } from './page-endpoints';
import type { EndpointDefinition } from './shared/endpoint';
import { pathWith } from './shared/endpoint';
import { SITE_ENDPOINTS } from './site-endpoints';

export type { EndpointAccess, EndpointDefinition, HttpMethod } from './shared/endpoint';

/**
 * Every call, one table per feature (a new feature adds its table to the site's or the
 * office's, a test checks it): the site's first screen's (./site-endpoints.ts), the site's later
 * pages' (./page-endpoints.ts) and the office's (./office-endpoints.ts, loaded with the console).
 */
export const ENDPOINTS = {
  ...SITE_ENDPOINTS,
  ...PAGE_ENDPOINTS,
  ...OFFICE_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path with its `:parameters` filled in, each encoded. */
export function pathOf(name: EndpointName, parameters: Readonly<Record<string, string>> = {}) {
  return pathWith(ENDPOINTS[name], parameters, name);
}
