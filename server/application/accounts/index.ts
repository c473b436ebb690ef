import type { AccessLogRetention } from '../access-log';
import type { FileGroups } from '../files';
import type { SessionTokens } from '../session';
import type { AttemptThrottles } from '../shared/attempt-throttles';
import type { MailSettings } from '../shared/mail-messages';
import type {
  AccountRepository,
  Clock,
  Mailer,
  PasswordHasher,
  Random,
  SecretDigest,
  Transactions,
} from '../shared/ports';
import { AccountErasure } from './account-erasure';
import { AuthCodes } from './auth-codes';
import { ConsentHistory } from './consent-history';
import { PasswordResets } from './password-resets';
import type {
  AuthCodeRepository,
  ConsentRepository,
  MemberDetachment,
  PasswordResetRepository,
} from './ports';
import { Recovery } from './recovery';
import { RejectedApplications } from './rejected-applications';
import { CheckId, SignUp } from './sign-up';
import { Withdrawal } from './withdrawal';

export type { AccountErasure } from './account-erasure';
export type { AuthCodes } from './auth-codes';
export type { ConsentHistory } from './consent-history';
export type { PasswordResets } from './password-resets';
export type { RejectedApplications } from './rejected-applications';
export type {
  AuthCodeRepository,
  ConsentRepository,
  MemberDetachment,
  PasswordResetRepository,
} from './ports';
export { eraseAccount, issuePasswordReset } from './transitional';

/** What the accounts' use cases use, by name. */
export interface AccountsDependencies {
  readonly accounts: AccountRepository;
  readonly consents: ConsentRepository;
  readonly authCodeRecords: AuthCodeRepository;
  readonly passwordResetRecords: PasswordResetRepository;
  readonly throttles: AttemptThrottles;
  readonly sessions: Pick<SessionTokens, 'revokeSignInsOf'>;
  readonly accessLog: Pick<AccessLogRetention, 'forgetVisitsOf'>;
  readonly fileGroups: Pick<
    FileGroups,
    'listGroup' | 'claimGroup' | 'deleteOwnedBy' | 'removeContentsOf'
  >;
  readonly memberDetachment: MemberDetachment;
  readonly transactions: Transactions;
  readonly clock: Clock;
  readonly random: Random;
  readonly digest: SecretDigest;
  readonly hasher: PasswordHasher;
  readonly mailer: Mailer;
  readonly mailSettings: MailSettings;
  readonly reportFailure: (what: string, error: unknown) => void;
}

/**
 * The accounts' use cases: e-mail codes, sign-up, finding an id or a password, withdrawal, and
 * refused applications erased in time; for the features after it, `accountErasure` (the office's
 * withdrawal), `passwordResets` (the office's reset mail) and `consentHistory` (my-info).
 */
export function createAccountsServices(deps: AccountsDependencies) {
  const { authCodeRecords, passwordResetRecords, ...ports } = deps;
  const authCodes = new AuthCodes({ ...ports, codes: authCodeRecords });
  const passwordResets = new PasswordResets({ ...ports, resets: passwordResetRecords });
  const accountErasure = new AccountErasure(ports);
  return {
    authCodes,
    passwordResets,
    accountErasure,
    consentHistory: new ConsentHistory(ports),
    checkId: new CheckId(ports),
    signUp: new SignUp({ ...ports, authCodes }),
    recovery: new Recovery({
      ...ports,
      resets: passwordResetRecords,
      passwordResets,
      authCodes,
    }),
    withdrawal: new Withdrawal({ ...ports, accountErasure }),
    rejectedApplications: new RejectedApplications({ ...ports, accountErasure }),
  };
}

export type AccountsServices = ReturnType<typeof createAccountsServices>;
