import { ACCESS_LOG_ENDPOINTS } from './endpoints/access-log';
import { CONTENT_ENDPOINTS } from './endpoints/content';
import { DONATIONS_ENDPOINTS } from './endpoints/donations';
import { FILES_ENDPOINTS } from './endpoints/files';
import { SESSION_ENDPOINTS } from './endpoints/session';
import type { EndpointDefinition } from './shared/endpoint';

/**
 * The calls of the site, for visitors and members: the part of the contract every visitor's
 * first screen loads. The office's are in ./office-endpoints.ts, loaded with the console; the
 * later pages' (the sign-up, account and 내 정보 pages' included) in ./page-endpoints.ts.
 */
export const SITE_ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...FILES_ENDPOINTS,
  ...ACCESS_LOG_ENDPOINTS,
  ...CONTENT_ENDPOINTS,
  ...DONATIONS_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;
