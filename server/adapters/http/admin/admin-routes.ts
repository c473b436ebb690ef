import type { FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import type { AdminActor } from '../../../application/admin';
import type { Principal } from '../../../application/shared/principal';
import type { AdminServices } from '../../../application/admin';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Administration: /api/admin/… (administrators only). */
export function registerAdminRoutes(routes: Routes, services: AdminServices): void {
  routes.json('listMembers', async ({ query, principal, request }) => ({
    data: await services.administration.listMembers(query, actorOf(principal, request)),
  }));

  routes.json('memberCounts', async () => ({
    data: await services.administration.memberCounts(),
  }));

  routes.json('approveMember', async ({ params, principal, request }) => {
    await services.administration.approveMember(actorOf(principal, request), params.userId);
    return { data: null };
  });

  routes.json('rejectMember', async ({ params, body, principal, request }) => {
    await services.administration.rejectMember(
      actorOf(principal, request),
      params.userId,
      body.reason,
    );
    return { data: null };
  });

  routes.json('approveMembers', async ({ body, principal, request }) => ({
    data: await services.administration.approveMembers(actorOf(principal, request), body.userIds),
  }));

  routes.json('memberDetail', async ({ params, principal, request }) => ({
    data: await services.administration.memberDetail(actorOf(principal, request), params.userId),
  }));

  // The office's decisions on an account that take a reason and answer nothing: each use case
  // method is named after its endpoint.
  for (const name of ['lockMember', 'unlockMember', 'withdrawMember'] as const) {
    routes.json(name, async ({ params, body, principal, request }) => {
      const actor = actorOf(principal, request);
      await services.officeActions[name](actor, params.userId, body.reason);
      return { data: null };
    });
  }

  routes.json('sendPasswordReset', async ({ params, principal, request }) => {
    await services.officeActions.sendPasswordReset(actorOf(principal, request), params.userId);
    return { data: null };
  });

  routes.json('changeRole', async ({ params, body, principal, request }) => {
    const actor = actorOf(principal, request);
    await services.officeActions.changeRole(actor, params.userId, body.role, body.reason);
    return { data: null };
  });

  routes.json('searchAuditLog', async ({ query, principal, request }) => ({
    data: await services.auditReview.searchAuditLog(actorOf(principal, request), query),
  }));

  routes.json('recentAdminActions', async ({ principal, request }) => ({
    data: await services.auditReview.recentAdminActions(actorOf(principal, request)),
  }));

  routes.binary('exportAuditLog', async ({ query, principal, request, reply }) => {
    const file = await services.auditReview.exportAuditLog(actorOf(principal, request), query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.content);
  });

  routes.json('listAccessRecords', async ({ query, principal, request }) => ({
    data: await services.auditReview.listAccessRecords(actorOf(principal, request), query),
  }));
}

/** The administrator behind a request, and its address, as the audit log records them. */
export function actorOf(principal: Principal | null, request: FastifyRequest): AdminActor {
  return { id: requirePrincipal(principal).userId, ip: request.ip || null };
}
