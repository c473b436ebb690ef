import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../application/services';
import { jsonRoute, type RouteSettings } from '../shared/endpoint-route';

/** The access log: PUT /api/user/log/accessMenu. */
export function registerAccessLogRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  services: Services,
): void {
  jsonRoute(
    app,
    settings,
    'accessMenu',
    async ({ body, principal, request }) => {
      const userAgent = request.headers['user-agent'];
      await services.recordAccess.execute(body, principal, {
        ip: request.ip ?? null,
        userAgent: typeof userAgent === 'string' ? userAgent : null,
      });
      return { data: null };
    },
    { perMinute: 300 },
  );
}
