import { OFFICE_ACCESS_LOG_ENDPOINTS } from './endpoints/office/access-log';
import { ADMIN_ENDPOINTS } from './endpoints/office/admin';
import { OFFICE_COMPANIES_ENDPOINTS } from './endpoints/office/companies';
import { OFFICE_CONTENT_ENDPOINTS } from './endpoints/office/content';
import { OFFICE_DONATIONS_ENDPOINTS } from './endpoints/office/donations';
import { OFFICE_DUES_ENDPOINTS } from './endpoints/office/dues';
import { OFFICE_EVENTS_ENDPOINTS } from './endpoints/office/events';
import { OFFICE_LIBRARY_ENDPOINTS } from './endpoints/office/library';
import { OFFICE_MESSAGES_ENDPOINTS } from './endpoints/office/messages';
import { OFFICE_PAYMENTS_ENDPOINTS } from './endpoints/office/payments';
import type { EndpointDefinition } from './shared/endpoint';

/**
 * The office's calls (administrators, the console): the SPA's HTTP client loads this table at
 * the first of them, so that no visitor downloads it.
 */
export const OFFICE_ENDPOINTS = {
  ...ADMIN_ENDPOINTS,
  ...OFFICE_ACCESS_LOG_ENDPOINTS,
  ...OFFICE_CONTENT_ENDPOINTS,
  ...OFFICE_COMPANIES_ENDPOINTS,
  ...OFFICE_LIBRARY_ENDPOINTS,
  ...OFFICE_DONATIONS_ENDPOINTS,
  ...OFFICE_DUES_ENDPOINTS,
  ...OFFICE_PAYMENTS_ENDPOINTS,
  ...OFFICE_MESSAGES_ENDPOINTS,
  ...OFFICE_EVENTS_ENDPOINTS,
} as const satisfies Record<string, EndpointDefinition>;
