import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import type { DuesServices } from '../../../application/dues';
import { adminActorOf } from '../admin';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Membership dues: the member's in /me, the office's 회비 page and its export. */
export function registerDuesRoutes(routes: Routes, services: DuesServices): void {
  routes.json('myDues', async ({ principal }) => ({
    data: await services.myDues.myDues(requirePrincipal(principal)),
  }));

  routes.json('saveDuesBadge', async ({ principal, body }) => {
    await services.myDues.saveDuesBadge(requirePrincipal(principal), body.showBadge);
    return { data: null };
  });

  routes.json('duesConfirmation', async ({ principal, params }) => ({
    data: await services.myDues.duesConfirmation(requirePrincipal(principal), params.paymentId),
  }));

  routes.json('officeDues', async ({ query }) => ({
    data: await services.officeDues.officeDues(query),
  }));

  routes.json('setDuesAmount', async ({ body, principal, request }) => {
    await services.officeDues.setDuesAmount(adminActorOf(principal, request), body);
    return { data: null };
  });

  routes.binary('exportDues', async ({ query, principal, request, reply }) => {
    const file = await services.officeDues.exportDues(adminActorOf(principal, request), query.year);
    return reply
      .type(file.contentType)
      .header('content-length', String(file.bytes.length))
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.bytes);
  });
}
