import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../application/shared/app-error';
import type { Services } from '../../../application/services';
import { jsonRoute, type RouteSettings, requirePrincipal } from '../shared/endpoint-route';

/** Accounts: e-mail codes, sign-up, recovery, withdrawal (/api/user/auth/…). */
export function registerAccountsRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  services: Services,
): void {
  jsonRoute(
    app,
    settings,
    'sendAuthMail',
    async ({ body, principal, request }) => {
      // Only a signed-in member changes an e-mail; an expired token says so, so that the client
      // refreshes and asks again, as on the member routes.
      if (body.purpose === 'changeEmail' && !principal) {
        throw new AppError(request.tokenState === 'expired' ? 'tokenExpired' : 'unauthenticated');
      }
      await services.authCodes.send(body.email, body.purpose);
      return { data: null };
    },
    { perMinute: 10 },
  );

  jsonRoute(
    app,
    settings,
    'checkId',
    async ({ query }) => ({ data: await services.checkId.execute(query.id) }),
    {
      perMinute: 60,
    },
  );

  jsonRoute(
    app,
    settings,
    'signUp',
    async ({ body }) => ({ data: await services.signUp.execute(body) }),
    {
      perMinute: 10,
    },
  );

  jsonRoute(
    app,
    settings,
    'findId',
    async ({ body }) => ({ data: await services.recovery.findId(body) }),
    {
      perMinute: 10,
    },
  );

  jsonRoute(
    app,
    settings,
    'findPassword',
    async ({ body }) => ({ data: await services.recovery.findPassword(body) }),
    {
      perMinute: 10,
    },
  );

  jsonRoute(
    app,
    settings,
    'resetPassword',
    async ({ body }) => {
      await services.recovery.resetPassword(body);
      return { data: null };
    },
    { perMinute: 10 },
  );

  jsonRoute(
    app,
    settings,
    'withdraw',
    async ({ body, principal }) => {
      await services.withdrawal.execute(requirePrincipal(principal), body);
      return { data: null };
    },
    { perMinute: 10 },
  );
}
