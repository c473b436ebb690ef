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
 * gives them). That no route is listed by two features is checked by the registry's test.
 */
export function featurePageFiles(lists: Readonly<Record<string, FeaturePages>>): FeaturePages {
  return Object.fromEntries(
    Object.entries(lists).flatMap(([modulePath, pages]) =>
      // './directory/pages.ts' → 'directory/'
      Object.entries(pages).map(([routeId, file]) => [
        routeId,
        modulePath.slice(2, -'pages.ts'.length) + file,
      ]),
    ),
  );
}
