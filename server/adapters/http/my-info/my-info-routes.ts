import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../application/services';
import { jsonRoute, type RouteSettings, requirePrincipal } from '../shared/endpoint-route';

/** The member's own information: /api/user/my… */
export function registerMyInfoRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  services: Services,
): void {
  jsonRoute(app, settings, 'getMyInfo', async ({ principal }) => ({
    data: await services.myInfo.get(requirePrincipal(principal)),
  }));

  jsonRoute(app, settings, 'updateMyInfo', async ({ principal, body }) => ({
    data: await services.myInfo.update(requirePrincipal(principal), body),
  }));

  jsonRoute(
    app,
    settings,
    'changeMyPassword',
    async ({ principal, body }) => {
      await services.myInfo.changePassword(requirePrincipal(principal), body);
      return { data: null };
    },
    { perMinute: 10 },
  );
}
