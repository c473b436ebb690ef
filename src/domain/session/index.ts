// What other features use of the session: tokens, the session machine's types, and the office's
// refusal of a sign-in without the second factor.
export type { Credentials, SignInResult, Tokens } from './tokens';
export type { SessionActorRef } from './session-machine';
export { SECOND_FACTOR_REQUIRED } from './second-factor';
