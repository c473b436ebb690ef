import type { RouteDefinition } from '../../../domain/shared/routing/route-table';

/** A page's document title: the association's name alone on the home page. */
export function documentTitle(route: RouteDefinition, associationName: string): string {
  return route.id === 'home' ? associationName : `${route.title} | ${associationName}`;
}
