import type { AccessLogServices } from '../../../application/access-log';
import type { Routes } from '../shared/endpoint-route';

/** The access log: PUT /api/user/log/accessMenu; the office's statistics of it. */
export function registerAccessLogRoutes(routes: Routes, services: AccessLogServices): void {
  routes.json(
    'recordMenuAccess',
    async ({ body, principal, request }) => {
      const userAgent = request.headers['user-agent'];
      await services.recordAccess.recordMenuAccess(body, principal, {
        ip: request.ip ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      });
      return { data: null };
    },
    { perMinute: 300 },
  );

  routes.json('menuStatistics', async ({ query }) => ({
    data: await services.menuStatistics.menuStatistics(query),
  }));
}
