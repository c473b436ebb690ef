import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EndpointAccess } from '../../../../src/contract/endpoints';
import type { SessionTokens, TokenInspection } from '../../../application/session';
import { SECOND_FACTOR_REQUIRED } from '../../../../src/domain/session';
import { AppError } from '../../../application/shared/app-error';
import type { Principal } from '../../../application/shared/principal';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, when the request carries a good token; null otherwise. */
    principal: Principal | null;
    /** What the request's access token was worth ('none' without one). */
    tokenState: TokenInspection['state'] | 'none';
    /** The bearer token as sent, for sign-out. */
    bearerToken: string | null;
  }
  interface FastifyContextConfig {
    access?: EndpointAccess;
  }
}

/**
 * Reads `Authorization: Bearer …` on every request and decides who is asking. X-User-Id is
 * never trusted: when it is sent with a token this server signed, it must equal the token's
 * subject, or the request is refused — whatever the route. Routes that need a member refuse a
 * missing or bad token with 401 (expired tokens with their own code, so that the client
 * refreshes), and on administration routes non-administrators, and administrators whose
 * sign-in did not pass the second factor, with 403.
 */
export function installAuthentication(app: FastifyInstance, sessions: SessionTokens): void {
  app.decorateRequest('principal', null);
  app.decorateRequest('tokenState', 'none');
  app.decorateRequest('bearerToken', null);

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return; // not one of the API's calls (static files, 404s)
    const token = bearerTokenOf(request.headers.authorization);
    request.bearerToken = token;
    if (token) {
      const inspection = await sessions.inspect(token);
      request.tokenState = inspection.state;
      const claimedUser = headerValue(request.headers['x-user-id']);
      if (
        inspection.state !== 'invalid' &&
        claimedUser !== null &&
        claimedUser !== inspection.subject
      ) {
        throw new AppError('userMismatch');
      }
      if (inspection.state === 'valid') request.principal = inspection.principal;
    }
    if (access === 'member' || access === 'admin') {
      if (!request.principal) {
        throw new AppError(request.tokenState === 'expired' ? 'tokenExpired' : 'unauthenticated');
      }
      if (access === 'admin') {
        if (request.principal.role !== 'admin') throw new AppError('forbidden');
        // The role alone is not enough: the office's calls need a sign-in that passed the second
        // factor (its token's claim, and its record; issue 27).
        if (!request.principal.secondFactor) {
          throw new AppError('forbidden', SECOND_FACTOR_REQUIRED);
        }
      }
    }
  });
}

/** The token of `Bearer <token>`; none for a missing header or the SPA's "undefined"/"null". */
export function bearerTokenOf(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/iu.exec(header ?? '');
  const token = match?.[1];
  if (!token || token === 'undefined' || token === 'null') return null;
  return token;
}

function headerValue(value: string | string[] | undefined): string | null {
  const text = Array.isArray(value) ? value[0] : value;
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}
