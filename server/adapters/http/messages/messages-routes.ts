import type { MessagesServices } from '../../../application/messages';
import { adminActorOf } from '../admin';
import type { Routes } from '../shared/endpoint-route';

/** The office's outbox: the queue and a failed message sent again. */
export function registerMessagesRoutes(routes: Routes, services: MessagesServices): void {
  routes.json('officeOutbox', async ({ query }) => ({
    data: await services.officeOutbox.officeOutbox(query),
  }));

  routes.json('retryMessage', async ({ params, principal, request }) => {
    await services.officeOutbox.retryMessage(adminActorOf(principal, request), params.messageId);
    return { data: null };
  });
}
