// What other features use of the session: tokens and the session machine's types.
export type { Credentials, SignInResult, Tokens } from './tokens';
export type { SessionActorRef } from './session-machine';
