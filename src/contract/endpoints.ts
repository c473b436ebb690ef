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

import { SESSION_ENDPOINTS } from './endpoints/session';
import { ACCOUNTS_ENDPOINTS } from './endpoints/accounts';
import { MY_INFO_ENDPOINTS } from './endpoints/my-info';
import { DIRECTORY_ENDPOINTS } from './endpoints/directory';
import { FILES_ENDPOINTS } from './endpoints/files';
import { ACCESS_LOG_ENDPOINTS } from './endpoints/access-log';
import { ADMIN_ENDPOINTS } from './endpoints/admin';
import { CONTENT_ENDPOINTS } from './endpoints/content';
import { COMPANIES_ENDPOINTS } from './endpoints/companies';
import { LIBRARY_ENDPOINTS } from './endpoints/library';
import { DONATIONS_ENDPOINTS } from './endpoints/donations';
import type { EndpointDefinition } from './shared/endpoint';

export type { EndpointAccess, EndpointDefinition, HttpMethod } from './shared/endpoint';

/** Every call, one table per feature (a new feature adds its table here, a test checks it). */
export const ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...ACCOUNTS_ENDPOINTS,
  ...MY_INFO_ENDPOINTS,
  ...DIRECTORY_ENDPOINTS,
  ...FILES_ENDPOINTS,
  ...ACCESS_LOG_ENDPOINTS,
  ...ADMIN_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...COMPANIES_ENDPOINTS,
  ...LIBRARY_ENDPOINTS,
  ...DONATIONS_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;

export type EndpointName = keyof typeof ENDPOINTS;

/** The path with its `:parameters` filled in, each encoded. */
export function pathOf(name: EndpointName, parameters: Readonly<Record<string, string>> = {}) {
  return ENDPOINTS[name].path.replace(/:([A-Za-z]+)/gu, (_, key: string) => {
    const value = parameters[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(value);
  });
}
