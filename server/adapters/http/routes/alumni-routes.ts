import type { FastifyInstance } from 'fastify';
import type { Services } from '../../../application/services';
import { jsonRoute, type RouteSettings, requirePrincipal } from '../endpoint-route';

/** The alumni directory: /api/user/alumni… (approved members). */
export function registerAlumniRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  services: Services,
): void {
  jsonRoute(app, settings, 'searchAlumni', async ({ principal, query }) => ({
    data: await services.alumniDirectory.search(requirePrincipal(principal), query),
  }));

  jsonRoute(app, settings, 'alumniRegions', async ({ principal }) => ({
    data: await services.alumniDirectory.regions(requirePrincipal(principal)),
  }));
}
