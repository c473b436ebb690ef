import type { UseCaseContext } from '../shared/context';
import type { SharedServices } from '../shared/shared-services';
import { SecondFactor } from './second-factor';
import { SessionTokens } from './session-tokens';
import { SignIn } from './sign-in';

export type { SecondFactor } from './second-factor';
export { endSessionsOf } from './session-tokens';
export type { SessionTokens, TokenInspection } from './session-tokens';

/**
 * The session's use cases: its tokens (checked on every request), signing in, and the
 * administrators' second factor.
 */
export function createSessionServices(context: UseCaseContext, { throttles }: SharedServices) {
  const sessions = new SessionTokens(context);
  const secondFactor = new SecondFactor(context, sessions, throttles);
  return { sessions, secondFactor, signIn: new SignIn(context, sessions, throttles, secondFactor) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type SessionServices = ReturnType<typeof createSessionServices>;
