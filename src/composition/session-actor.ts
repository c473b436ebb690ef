import type { Container } from 'inversify';
import { createActor } from 'xstate';
import { createSessionActors } from '../application/session/session-actors';
import { SessionService } from '../application/session/session-service';
import { type SessionActorRef, sessionMachine } from '../domain/session/session-machine';

/** The app-wide session actor: the domain machine with its actors supplied. Not yet started. */
export function createSessionActor(container: Container): SessionActorRef {
  const service = container.get(SessionService);
  return createActor(sessionMachine.provide({ actors: createSessionActors(service) }));
}
