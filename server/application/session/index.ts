import type { UseCaseContext } from '../shared/context';
import type { SharedServices } from '../shared/shared-services';
import { SessionTokens } from './session-tokens';
import { SignIn } from './sign-in';

export type { SessionTokens, TokenInspection } from './session-tokens';

/** The session's use cases: its tokens (checked on every request) and signing in. */
export function createSessionServices(context: UseCaseContext, { throttles }: SharedServices) {
  const sessions = new SessionTokens(context);
  return { sessions, signIn: new SignIn(context, sessions, throttles) };
}
