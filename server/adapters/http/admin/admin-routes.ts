import type { FastifyRequest } from 'fastify';
import { contentDisposition } from '../../../../src/contract/shared/content-disposition';
import type { AdminActor } from '../../../application/admin';
import type { Principal } from '../../../application/shared/principal';
import type { AdminServices } from '../../../application/admin';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Administration: /api/admin/… (administrators only). */
export function registerAdminRoutes(routes: Routes, services: AdminServices): void {
  routes.json('listMembers', async ({ query, principal, request }) => ({
    data: await services.administration.list(query, actorOf(principal, request)),
  }));

  routes.json('memberCounts', async () => ({
    data: await services.administration.counts(),
  }));

  routes.json('approveMember', async ({ params, principal, request }) => {
    await services.administration.approve(actorOf(principal, request), params.userId);
    return { data: null };
  });

  routes.json('rejectMember', async ({ params, body, principal, request }) => {
    await services.administration.reject(actorOf(principal, request), params.userId, body.reason);
    return { data: null };
  });

  routes.json('approveMembers', async ({ body, principal, request }) => ({
    data: await services.administration.approveMany(actorOf(principal, request), body.userIds),
  }));

  routes.json('memberDetail', async ({ params, principal, request }) => ({
    data: await services.administration.detail(actorOf(principal, request), params.userId),
  }));

  // The office's decisions on an account that take a reason and answer nothing.
  const reasoned = {
    lockMember: 'lock',
    unlockMember: 'unlock',
    withdrawMember: 'withdraw',
  } as const;
  for (const name of ['lockMember', 'unlockMember', 'withdrawMember'] as const) {
    routes.json(name, async ({ params, body, principal, request }) => {
      const actor = actorOf(principal, request);
      await services.officeActions[reasoned[name]](actor, params.userId, body.reason);
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
    data: await services.auditReview.search(actorOf(principal, request), query),
  }));

  routes.json('recentAdminActions', async ({ principal, request }) => ({
    data: await services.auditReview.recent(actorOf(principal, request)),
  }));

  routes.binary('exportAuditLog', async ({ query, principal, request, reply }) => {
    const file = await services.auditReview.exportCsv(actorOf(principal, request), query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(file.fileName))
      .send(file.content);
  });

  routes.json('listAccessRecords', async ({ query, principal, request }) => ({
    data: await services.auditReview.accessRecords(actorOf(principal, request), query),
  }));
}

/** The administrator behind a request, and its address, as the audit log records them. */
export function actorOf(principal: Principal | null, request: FastifyRequest): AdminActor {
  return { id: requirePrincipal(principal).userId, ip: request.ip || null };
}
