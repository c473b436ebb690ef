import { AppError } from '../../../application/shared/app-error';
import type { SessionServices } from '../../../application/session';
import type { Routes } from '../shared/endpoint-route';

/**
 * Sessions: signing in (with administrators' second factor) and out, refreshing, the token check
 * (/api/user/auth/…).
 */
export function registerSessionRoutes(routes: Routes, services: SessionServices): void {
  routes.json(
    'signIn',
    async ({ body, request }) => {
      const outcome = await services.signIn.signIn(body, { address: request.ip });
      if (outcome.secondFactor) return { data: { secondFactor: outcome.secondFactor } };
      return { data: outcome.tokens, message: outcome.message };
    },
    { perMinute: 20 },
  );

  // An administrator's second factor, with the ticket of signIn (issue 12).
  routes.json(
    'beginSecondFactorEnrolment',
    async ({ body }) => ({
      data: await services.secondFactor.beginSecondFactorEnrolment(body.ticket),
    }),
    { perMinute: 20 },
  );

  routes.json(
    'confirmSecondFactorEnrolment',
    async ({ body }) => ({
      data: await services.secondFactor.confirmSecondFactorEnrolment(body.ticket, body.code),
    }),
    { perMinute: 20 },
  );

  routes.json(
    'verifySecondFactor',
    async ({ body }) => ({
      data: await services.secondFactor.verifySecondFactor(body.ticket, body.code),
    }),
    { perMinute: 20 },
  );

  routes.json('refresh', async ({ body }) => ({ data: await services.sessions.refresh(body) }), {
    perMinute: 60,
  });

  // An expired token answers 401 so that the client refreshes and asks again; anything else
  // that is not a good token of an approved account is simply "not signed in".
  routes.json('ping', async ({ request }) => {
    if (request.tokenState === 'expired') throw new AppError('tokenExpired');
    return { data: request.tokenState === 'valid' };
  });

  routes.json('signOut', async ({ request }) => {
    if (request.bearerToken) await services.sessions.signOut(request.bearerToken);
    return { data: null };
  });
}
