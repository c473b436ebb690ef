import { buildRouteTable, type RouteId } from '../../src/domain/shared/routing/route-table';

export interface AuditedPage {
  readonly id: RouteId;
  /** Short English name for tables and file names. */
  readonly name: string;
  readonly path: string;
}

/** The routes audited: the home page, sign-in, sign-up, the privacy policy and a public page. */
const AUDITED: readonly { readonly id: RouteId; readonly name: string }[] = [
  { id: 'home', name: 'home' },
  { id: 'signIn', name: 'sign-in' },
  { id: 'signUp', name: 'sign-up' },
  { id: 'privacy', name: 'privacy' },
  { id: 'greeting', name: 'greeting' },
];

/**
 * The pages with their paths from the SPA's route table (the association's pages live under the
 * product segment, `VITE_PRODUCT_SEGMENT`, default `association`).
 */
export function auditedPages(productSegment?: string): AuditedPage[] {
  const table = buildRouteTable(productSegment || undefined);
  return AUDITED.map(({ id, name }) => {
    const route = table.byId(id);
    if (route.requiresAuth) throw new Error(`${id} needs a signed-in member: not a public page`);
    return { id, name, path: route.path };
  });
}
