import type { DirectoryServices } from '../../../application/directory';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/**
 * Directory searches a minute from one address: far more than a person searching, far fewer than
 * a script copying the directory page by page.
 */
export const ALUMNI_SEARCHES_PER_MINUTE = 60;

/** The alumni directory: /api/user/alumni… (approved members). */
export function registerDirectoryRoutes(routes: Routes, services: DirectoryServices): void {
  routes.json(
    'searchAlumni',
    async ({ principal, query }) => ({
      data: await services.alumniDirectory.searchAlumni(requirePrincipal(principal), query),
    }),
    { perMinute: ALUMNI_SEARCHES_PER_MINUTE },
  );

  routes.json('alumniRegions', async ({ principal }) => ({
    data: await services.alumniDirectory.alumniRegions(requirePrincipal(principal)),
  }));
}
