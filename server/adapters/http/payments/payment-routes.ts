import type { PaymentsServices } from '../../../application/payments';
import { adminActorOf } from '../admin';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** 기부하기 (issue 31): the checkout, the return from the payment window, webhooks, the sandbox. */
export function registerPaymentsRoutes(routes: Routes, services: PaymentsServices): void {
  routes.json('checkoutOptions', async ({ principal }) => ({
    data: await services.checkouts.checkoutOptions(principal),
  }));

  // Each order is a row and a call to the provider later: a few a minute are plenty for a donor.
  routes.json(
    'startCheckout',
    async ({ principal, body }) => ({
      data: await services.checkouts.startCheckout(principal, body),
    }),
    { perMinute: 10 },
  );

  routes.json(
    'confirmPayment',
    async ({ body }) => ({ data: await services.paymentConfirmations.confirmPayment(body) }),
    { perMinute: 30 },
  );

  routes.json(
    'abandonCheckout',
    async ({ body }) => ({
      data: await services.checkouts.abandonCheckout(body.orderId, body.code),
    }),
    { perMinute: 30 },
  );

  routes.json(
    'paymentOrder',
    async ({ params }) => ({ data: await services.checkouts.paymentOrder(params.orderId) }),
    { perMinute: 60 },
  );

  // The provider repeats a delivery until it hears 200: every delivery is answered 200 once
  // read (paymentWebhook re-reads the payment and ignores what it cannot use).
  routes.json('paymentWebhook', async ({ request, body }) => {
    await services.paymentConfirmations.paymentWebhook({ headers: request.headers, body });
    return { data: null };
  });

  routes.json(
    'sandboxPay',
    async ({ body }) => ({ data: await services.sandboxWindow.sandboxPay(body) }),
    {
      perMinute: 30,
    },
  );

  routes.json(
    'sandboxDeposit',
    async ({ body }) => ({ data: await services.sandboxWindow.sandboxDeposit(body.orderId) }),
    { perMinute: 30 },
  );

  routes.json(
    'sandboxRegisterCard',
    async ({ body }) => ({ data: await services.sandboxWindow.sandboxRegisterCard(body) }),
    { perMinute: 30 },
  );

  routes.json(
    'registerPledgeCard',
    async ({ principal, body }) => ({
      data: await services.monthlyPledges.registerPledgeCard(requirePrincipal(principal), body),
    }),
    { perMinute: 10 },
  );

  routes.json('myPledges', async ({ principal }) => ({
    data: await services.monthlyPledges.myPledges(requirePrincipal(principal)),
  }));

  routes.json('changeMyPledge', async ({ principal, params, body }) => ({
    data: await services.monthlyPledges.changeMyPledge(
      requirePrincipal(principal),
      params.pledgeId,
      body,
    ),
  }));

  routes.json('officePledges', async ({ principal, request, query }) => ({
    data: await services.officePledges.officePledges(
      adminActorOf(requirePrincipal(principal), request),
      query.months,
    ),
  }));
}
