import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../application/shared/app-error';
import type { Services } from '../../../application/services';
import { jsonRoute, type RouteSettings } from '../shared/endpoint-route';

/** Sessions: signing in and out, refreshing, the token check (/api/user/auth/…). */
export function registerSessionRoutes(
  app: FastifyInstance,
  settings: RouteSettings,
  services: Services,
): void {
  jsonRoute(
    app,
    settings,
    'signIn',
    async ({ body, request }) => {
      const outcome = await services.signIn.execute(body, { address: request.ip });
      return { data: outcome.tokens, message: outcome.message };
    },
    { perMinute: 20 },
  );

  jsonRoute(
    app,
    settings,
    'refresh',
    async ({ body }) => ({ data: await services.sessions.refresh(body) }),
    {
      perMinute: 60,
    },
  );

  // An expired token answers 401 so that the client refreshes and asks again; anything else
  // that is not a good token of an approved account is simply "not signed in".
  jsonRoute(app, settings, 'ping', async ({ request }) => {
    if (request.tokenState === 'expired') throw new AppError('tokenExpired');
    return { data: request.tokenState === 'valid' };
  });

  jsonRoute(app, settings, 'signOut', async ({ request }) => {
    if (request.bearerToken) await services.sessions.signOut(request.bearerToken);
    return { data: null };
  });
}
