import Type, { type Static } from 'typebox';
import { Text } from './shared/schemas';
import { NoData } from './shared/schemas';
import type { EndpointSchemas } from './shared/endpoint';

export const AccessMenuBodySchema = Type.Object(
  {
    /**
     * The visited path without query string or fragment, as the browser gives it (markup and
     * quotes arrive percent-encoded, so raw ones mean a forged report).
     */
    menuPath: Text(300, { minLength: 1, pattern: '^/[^?#\\s<>"\'`]*$' }),
    /** YYYY-MM-DD HH:mm:ss */
    accessDt: Text(19, { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}$' }),
  },
  { additionalProperties: false },
);

export type AccessMenuBody = Static<typeof AccessMenuBodySchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/access-log.ts). */
export const ACCESS_LOG_SCHEMAS = {
  accessMenu: { tag: 'log', summary: '메뉴 접속 기록.', body: AccessMenuBodySchema, data: NoData },
} as const satisfies Record<string, EndpointSchemas>;
