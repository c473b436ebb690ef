import type { Container } from 'inversify';
import { createActor } from 'xstate';
import { ApiClient } from '../adapters/http/api-client';
import { createSessionActors } from '../application/session/session-actors';
import { SessionService } from '../application/session/session-service';
import { type SessionActorRef, sessionMachine } from '../domain/session/session-machine';

/**
 * The app-wide session actor: the domain machine with its actors supplied. Not yet started.
 * When the HTTP client finds the session refused beyond repair, the machine hears of it.
 */
export function createSessionActor(container: Container): SessionActorRef {
  const service = container.get(SessionService);
  const session = createActor(sessionMachine.provide({ actors: createSessionActors(service) }));
  if (container.isBound(ApiClient)) {
    container.get(ApiClient).onSessionExpired(() => session.send({ type: 'SESSION_EXPIRED' }));
  }
  return session;
}
