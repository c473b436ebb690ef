import { fromPromise } from 'xstate';
import type {
  SecondFactorAnswer,
  SecondFactorEnrolment,
  SecondFactorOutcome,
} from '../../domain/session/second-factor';
import type { Credentials, SignInResult, Tokens } from '../../domain/session/tokens';
import type { SessionService } from './session-service';

/**
 * Implementations of the session machine's actors over the session service, for
 * `sessionMachine.provide({ actors })` at the composition root. Each passes the actor's abort
 * signal on, so that a stopped actor cancels its request.
 */
export function createSessionActors(service: SessionService) {
  return {
    loadTokens: fromPromise<Tokens | null>(() => service.loadTokens()),
    ping: fromPromise<boolean>(({ signal }) => service.ping(signal)),
    signIn: fromPromise<SignInResult, Credentials>(({ input, signal }) =>
      service.signIn(input, signal),
    ),
    saveTokens: fromPromise<void, Tokens>(({ input }) => service.saveTokens(input)),
    clearSession: fromPromise<void>(() => service.clearSession()),
    refresh: fromPromise<Tokens, Tokens>(({ input, signal }) => service.refresh(input, signal)),
    signOut: fromPromise<void>(({ signal }) => service.signOut(signal)),
    beginEnrolment: fromPromise<SecondFactorEnrolment, string>(({ input, signal }) =>
      service.beginEnrolment(input, signal),
    ),
    answerSecondFactor: fromPromise<SecondFactorOutcome, SecondFactorAnswer>(({ input, signal }) =>
      service.answerSecondFactor(input, signal),
    ),
  };
}
