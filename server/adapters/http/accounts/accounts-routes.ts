import { AppError } from '../../../application/shared/app-error';
import type { AccountsServices } from '../../../application/accounts';
import { requirePrincipal, type Routes } from '../shared/endpoint-route';

/** Accounts: e-mail codes, sign-up, recovery, withdrawal (/api/user/auth/…). */
export function registerAccountsRoutes(routes: Routes, services: AccountsServices): void {
  routes.json(
    'sendAuthMail',
    async ({ body, principal, request }) => {
      // Only a signed-in member changes an e-mail; an expired token says so, so that the client
      // refreshes and asks again, as on the member routes.
      if (body.purpose === 'changeEmail' && !principal) {
        throw new AppError(request.tokenState === 'expired' ? 'tokenExpired' : 'unauthenticated');
      }
      await services.authCodes.sendAuthMail(body.email, body.purpose);
      return { data: null };
    },
    { perMinute: 10 },
  );

  routes.json(
    'checkId',
    async ({ query }) => ({ data: await services.checkId.checkId(query.id) }),
    {
      perMinute: 60,
    },
  );

  routes.json('signUp', async ({ body }) => ({ data: await services.signUp.signUp(body) }), {
    perMinute: 10,
  });

  routes.json('findId', async ({ body }) => ({ data: await services.recovery.findId(body) }), {
    perMinute: 10,
  });

  routes.json(
    'findPassword',
    async ({ body }) => ({ data: await services.recovery.findPassword(body) }),
    {
      perMinute: 10,
    },
  );

  routes.json(
    'resetPassword',
    async ({ body }) => {
      await services.recovery.resetPassword(body);
      return { data: null };
    },
    { perMinute: 10 },
  );

  routes.json(
    'withdraw',
    async ({ body, principal }) => {
      await services.withdrawal.withdraw(requirePrincipal(principal), body);
      return { data: null };
    },
    { perMinute: 10 },
  );
}
