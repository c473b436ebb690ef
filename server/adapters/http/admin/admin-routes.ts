import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../application/services';
import { jsonRoute, type RouteSettings, requirePrincipal } from '../shared/endpoint-route';

/** Administration: /api/admin/… (administrators only). */
export function registerAdminRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  services: Services,
): void {
  jsonRoute(app, settings, 'listMembers', async ({ query }) => ({
    data: await services.administration.list(query),
  }));

  jsonRoute(app, settings, 'approveMember', async ({ params, principal }) => {
    await services.administration.approve(requirePrincipal(principal).userId, params.userId);
    return { data: null };
  });

  jsonRoute(app, settings, 'rejectMember', async ({ params, body, principal }) => {
    await services.administration.reject(
      requirePrincipal(principal).userId,
      params.userId,
      body.reason,
    );
    return { data: null };
  });
}
