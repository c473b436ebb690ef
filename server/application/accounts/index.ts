import { AccountErasure, type AccountErasureDependencies } from './account-erasure';
import { AuthCodes, type AuthCodesDependencies } from './auth-codes';
import { ConsentHistory } from './consent-history';
import { PasswordResets, type PasswordResetsDependencies } from './password-resets';
import type { AuthCodeRepository, PasswordResetRepository } from './ports';
import { Recovery, type RecoveryDependencies } from './recovery';
import { RejectedApplications } from './rejected-applications';
import { CheckId, SignUp, type SignUpDependencies } from './sign-up';
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

/**
 * What the accounts' use cases use, by name (`authCodeRecords`, `passwordResetRecords`: the
 * repositories of the codes and the resets).
 */
export type AccountsDependencies = Omit<AuthCodesDependencies, 'codes'> &
  Omit<PasswordResetsDependencies, 'resets'> &
  AccountErasureDependencies &
  Omit<SignUpDependencies, 'authCodes'> &
  Omit<RecoveryDependencies, 'resets' | 'passwordResets' | 'authCodes'> & {
    readonly authCodeRecords: AuthCodeRepository;
    readonly passwordResetRecords: PasswordResetRepository;
  };

/**
 * The accounts' use cases: e-mail codes, sign-up, finding an id or a password, withdrawal, and
 * refused applications erased in time; for the features after it, `accountErasure` (the office's
 * withdrawal), `passwordResets` (the office's reset mail) and `consentHistory` (my-info).
 */
export function createAccountsServices(deps: AccountsDependencies) {
  const { authCodeRecords, passwordResetRecords, ...common } = deps;
  const authCodes = new AuthCodes({ ...common, codes: authCodeRecords });
  const passwordResets = new PasswordResets({ ...common, resets: passwordResetRecords });
  const accountErasure = new AccountErasure(common);
  return {
    authCodes,
    passwordResets,
    accountErasure,
    consentHistory: new ConsentHistory(common),
    checkId: new CheckId(common),
    signUp: new SignUp({ ...common, authCodes }),
    recovery: new Recovery({
      ...common,
      resets: passwordResetRecords,
      passwordResets,
      authCodes,
    }),
    withdrawal: new Withdrawal({ ...common, accountErasure }),
    rejectedApplications: new RejectedApplications({ ...common, accountErasure }),
  };
}

export type AccountsServices = ReturnType<typeof createAccountsServices>;
