import type { Services } from '../../../application/services';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Administration: /api/admin/… (administrators only). */
export function registerAdminRoutes(routes: Routes, services: Services): void {
  routes.json('listMembers', async ({ query }) => ({
    data: await services.administration.list(query),
  }));

  routes.json('approveMember', async ({ params, principal }) => {
    await services.administration.approve(requirePrincipal(principal).userId, params.userId);
    return { data: null };
  });

  routes.json('rejectMember', async ({ params, body, principal }) => {
    await services.administration.reject(
      requirePrincipal(principal).userId,
      params.userId,
      body.reason,
    );
    return { data: null };
  });
}
