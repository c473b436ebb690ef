import type { MessagesServices } from '../../../application/messages';
import { adminActorOf } from '../admin';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Per address and minute: a signed link is not a thing to guess at. */
const LINK_CALLS_PER_MINUTE = 30;

/** The office's outbox and sends, and what members receive (issue 32). */
export function registerMessagesRoutes(routes: Routes, services: MessagesServices): void {
  routes.json('officeOutbox', async ({ query }) => ({
    data: await services.officeOutbox.officeOutbox(query),
  }));

  routes.json('retryMessage', async ({ params, principal, request }) => {
    await services.officeOutbox.retryMessage(adminActorOf(principal, request), params.messageId);
    return { data: null };
  });

  registerCampaignRoutes(routes, services);
  registerChoiceRoutes(routes, services);
}

function registerCampaignRoutes(routes: Routes, services: MessagesServices): void {
  routes.json('audienceCount', async ({ body }) => ({
    data: await services.officeCampaigns.audienceCount(body),
  }));
  routes.json('sendCampaign', async ({ body, principal, request }) => ({
    data: await services.officeCampaigns.sendCampaign(adminActorOf(principal, request), body),
  }));
  routes.json('testCampaign', async ({ body, principal, request }) => ({
    data: await services.officeCampaigns.testCampaign(adminActorOf(principal, request), body),
  }));
  routes.json('officeCampaigns', async ({ query }) => ({
    data: await services.officeCampaigns.officeCampaigns(query),
  }));
  routes.json('officeCampaign', async ({ params, query }) => ({
    data: await services.officeCampaigns.officeCampaign(params.campaignId, query),
  }));
  routes.json('cancelCampaign', async ({ params, principal, request }) => {
    await services.officeCampaigns.cancelCampaign(
      adminActorOf(principal, request),
      params.campaignId,
    );
    return { data: null };
  });
}

function registerChoiceRoutes(routes: Routes, services: MessagesServices): void {
  routes.json('memberMessageChoices', async ({ params }) => ({
    data: await services.messageChoices.memberMessageChoices(params.userId),
  }));
  routes.json('myMessageChoices', async ({ principal }) => ({
    data: await services.messageChoices.myMessageChoices(requirePrincipal(principal).userId),
  }));
  routes.json('changeMyMessageChoices', async ({ principal, body }) => ({
    data: await services.messageChoices.changeMyMessageChoices(
      requirePrincipal(principal).userId,
      body,
    ),
  }));
  const limited = { perMinute: LINK_CALLS_PER_MINUTE };
  routes.json(
    'linkMessageChoices',
    async ({ query }) => ({ data: await services.messageChoices.linkMessageChoices(query.t) }),
    limited,
  );
  routes.json(
    'changeLinkMessageChoices',
    async ({ body }) => ({
      data: await services.messageChoices.changeLinkMessageChoices(body.t, body.receives),
    }),
    limited,
  );
  routes.json(
    'confirmPromotion',
    async ({ body }) => ({ data: await services.messageChoices.confirmPromotion(body.t) }),
    limited,
  );
  routes.json(
    'oneClickUnsubscribe',
    async ({ query }) => {
      await services.messageChoices.oneClickUnsubscribe(query.t, query.topic);
      return { data: null };
    },
    limited,
  );
  // A browser opening the List-Unsubscribe address: the page, where nothing changes unasked
  // (RFC 8058: a GET must not refuse, since mail filters open links).
  routes.binary(
    'unsubscribePage',
    async ({ query, reply }) =>
      reply.redirect(`/messages/choices?t=${encodeURIComponent(query.t)}`, 303),
    limited,
  );
}
