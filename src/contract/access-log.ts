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

const Day = Text(10, { pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** A period of days in Korea, both included (at most MENU_STATISTICS_MAX_DAYS: checked by the server). */
export const MenuStatisticsQuerySchema = Type.Object(
  { from: Day, to: Day },
  { additionalProperties: false },
);

export const MenuStatisticsSchema = Type.Object({
  from: Type.String(),
  to: Type.String(),
  days: Type.Array(Type.String()),
  dayTotals: Type.Array(Type.Integer({ minimum: 0 })),
  menus: Type.Array(
    Type.Object({
      menuPath: Type.String(),
      total: Type.Integer({ minimum: 0 }),
      perDay: Type.Array(Type.Integer({ minimum: 0 })),
    }),
  ),
});

export type MenuStatisticsQuery = Static<typeof MenuStatisticsQuerySchema>;

/** What each of the feature's calls takes and answers (src/contract/endpoints/access-log.ts). */
export const ACCESS_LOG_SCHEMAS = {
  recordMenuAccess: { body: AccessMenuBodySchema, data: NoData },
  menuStatistics: { querystring: MenuStatisticsQuerySchema, data: MenuStatisticsSchema },
} as const satisfies Record<string, EndpointSchemas>;
