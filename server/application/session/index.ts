import type { SessionRepository } from './ports';
import { SecondFactor, type SecondFactorDependencies } from './second-factor';
import { SessionTokens, type SessionTokensDependencies } from './session-tokens';
import { SignIn, type SignInDependencies } from './sign-in';

export type { SecondFactor } from './second-factor';
export type { SessionTokens, TokenInspection } from './session-tokens';
export type { SecondFactorRepository, SessionRepository } from './ports';

/** What the session's use cases use, by name (`sessionRecords`: the sign-ins' repository). */
export type SessionDependencies = Omit<SessionTokensDependencies, 'sessions'> &
  Omit<SecondFactorDependencies, 'sessions'> &
  Omit<SignInDependencies, 'sessions' | 'secondFactor'> & {
    readonly sessionRecords: SessionRepository;
  };

/**
 * The session's use cases: its tokens (checked on every request; `sessions.endSessionsOf` and
 * `sessions.revokeSignInsOf` end a member's sign-ins for the features after it), signing in,
 * and the administrators' second factor.
 */
export function createSessionServices(deps: SessionDependencies) {
  const { sessionRecords, ...common } = deps;
  const sessions = new SessionTokens({ ...common, sessions: sessionRecords });
  const secondFactor = new SecondFactor({ ...common, sessions });
  return { sessions, secondFactor, signIn: new SignIn({ ...common, sessions, secondFactor }) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type SessionServices = ReturnType<typeof createSessionServices>;
