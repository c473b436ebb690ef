import type { RouteId } from '../../../domain/shared/routing/route-table';

/**
 * A feature's pages: for each route it shows, its page file, relative to the feature's folder
 * and without extension (`'FindAlumniPage'`, `'sign-up/SignUpPage'`). Each feature lists its own
 * in `src/ui/<feature>/pages.ts` (export `PAGES`); the page registry finds them all.
 */
export type FeaturePages = Readonly<Partial<Record<RouteId, string>>>;

/**
 * Every feature's pages as page files under `src/ui/` (`'directory/FindAlumniPage'`), from the
 * features' lists keyed by their module path (`'./directory/pages.ts'`, as the registry's glob
 * gives them). A route listed twice is a mistake that would show one page at random: refused.
 */
export function mergeFeaturePages(
  lists: Readonly<Record<string, { readonly PAGES: FeaturePages }>>,
): FeaturePages {
  const merged: Partial<Record<RouteId, string>> = {};
  for (const [modulePath, { PAGES }] of Object.entries(lists)) {
    const feature = /^\.\/([^/]+)\/pages\.ts$/u.exec(modulePath)?.[1];
    if (!feature) throw new Error(`Not a feature's page list: ${modulePath}`);
    for (const [routeId, file] of Object.entries(PAGES) as [RouteId, string][]) {
      if (merged[routeId]) {
        throw new Error(
          `Route ${routeId} has two pages: ${merged[routeId]} and ${feature}/${file}`,
        );
      }
      merged[routeId] = `${feature}/${file}`;
    }
  }
  return merged;
}
