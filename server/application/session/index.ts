import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  PasswordHasher,
  Random,
  SecretDigest,
  SecretSealer,
  TokenSigner,
  Transactions,
} from '../shared/ports';
import type { SecondFactorRepository, SessionRepository } from './ports';
import { SecondFactor } from './second-factor';
import { SessionTokens } from './session-tokens';
import { SignIn } from './sign-in';

export type { SecondFactor } from './second-factor';
export { endSessionsOf } from './session-tokens';
export type { SessionTokens, TokenInspection } from './session-tokens';
export type { SecondFactorRepository, SessionRepository } from './ports';

/** What the session's use cases use, by name. */
export interface SessionDependencies {
  readonly sessionRecords: SessionRepository;
  readonly secondFactors: SecondFactorRepository;
  readonly accounts: AccountRepository;
  readonly throttles: AttemptThrottles;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly sealer: SecretSealer;
  readonly hasher: PasswordHasher;
  readonly signer: TokenSigner;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * The session's use cases: its tokens (checked on every request; `sessions.endSessionsOf` and
 * `sessions.revokeSignInsOf` end a member's sign-ins for the features after it), signing in,
 * and the administrators' second factor.
 */
export function createSessionServices(deps: SessionDependencies) {
  const { sessionRecords, ...ports } = deps;
  const sessions = new SessionTokens({ ...ports, sessions: sessionRecords });
  const secondFactor = new SecondFactor({ ...ports, sessions });
  return { sessions, secondFactor, signIn: new SignIn({ ...ports, sessions, secondFactor }) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type SessionServices = ReturnType<typeof createSessionServices>;
