import type { EndpointName } from './endpoints';
import { SESSION_SCHEMAS } from './session';
import { ACCOUNTS_SCHEMAS } from './accounts';
import { MY_INFO_SCHEMAS } from './my-info';
import { DIRECTORY_SCHEMAS } from './directory';
import { FILES_SCHEMAS } from './files';
import { ACCESS_LOG_SCHEMAS } from './access-log';
import { ADMIN_SCHEMAS } from './admin';
import { CONTENT_SCHEMAS } from './content';
import { COMPANIES_SCHEMAS } from './companies';
import { LIBRARY_SCHEMAS } from './library';
import { DONATIONS_SCHEMAS } from './donations';
import { DUES_SCHEMAS } from './dues';
import { EVENTS_SCHEMAS } from './events';
import { PAYMENTS_SCHEMAS } from './payments';
import { CAMPAIGNS_SCHEMAS, MESSAGES_SCHEMAS } from './messages';
import type { EndpointSchemas } from './shared/endpoint';

export type { EndpointSchemas } from './shared/endpoint';

/**
 * What each call takes and answers, one table per feature (beside its schemas in
 * `./<feature>.ts`). Only the server reads them: the SPA's bundle carries no schema.
 */
export const ENDPOINT_SCHEMAS = {
  ...SESSION_SCHEMAS,
  ...ACCOUNTS_SCHEMAS,
  ...MY_INFO_SCHEMAS,
  ...DIRECTORY_SCHEMAS,
  ...FILES_SCHEMAS,
  ...ACCESS_LOG_SCHEMAS,
  ...ADMIN_SCHEMAS,
  ...CONTENT_SCHEMAS,
  ...COMPANIES_SCHEMAS,
  ...LIBRARY_SCHEMAS,
  ...DONATIONS_SCHEMAS,
  ...DUES_SCHEMAS,
  ...PAYMENTS_SCHEMAS,
  ...MESSAGES_SCHEMAS,
  ...CAMPAIGNS_SCHEMAS,
  ...EVENTS_SCHEMAS,
} as const satisfies Record<EndpointName, EndpointSchemas>;
