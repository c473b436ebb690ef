import { buildRouteTable, type RouteId } from '../../src/domain/shared/routing/route-table';

export interface AuditedPage {
  readonly id: RouteId;
  /** Short English name for tables and file names. */
  readonly name: string;
  readonly path: string;
}

/**
 * The routes audited: the home page, sign-in, sign-up, the privacy policy, a public page and the
 * notice list (issue 13; a notice of its own is added once the server answers: `noticePage`).
 */
const AUDITED: readonly { readonly id: RouteId; readonly name: string }[] = [
  { id: 'home', name: 'home' },
  { id: 'signIn', name: 'sign-in' },
  { id: 'signUp', name: 'sign-up' },
  { id: 'privacy', name: 'privacy' },
  { id: 'greeting', name: 'greeting' },
  { id: 'notice', name: 'notices' },
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

/** The newest published notice's own page, found through the server's public list. */
export async function noticePage(baseUrl: string, productSegment?: string): Promise<AuditedPage> {
  const response = await fetch(`${baseUrl}/api/public/notices?size=1`);
  const body = (await response.json()) as { data?: { items?: { noticeId: string }[] } };
  const noticeId = body.data?.items?.[0]?.noticeId;
  if (!noticeId) throw new Error('The server has no published notice to audit');
  const listPath = buildRouteTable(productSegment || undefined).byId('notice').path;
  return { id: 'notice', name: 'a-notice', path: `${listPath}?id=${encodeURIComponent(noticeId)}` };
}
