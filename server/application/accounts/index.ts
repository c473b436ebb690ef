import type { UseCaseContext } from '../shared/context';
import type { SharedServices } from '../shared/shared-services';
import { AuthCodes } from './auth-codes';
import { Recovery } from './recovery';
import { RejectedApplications } from './rejected-applications';
import { CheckId, SignUp } from './sign-up';
import { Withdrawal } from './withdrawal';

export type { AuthCodes } from './auth-codes';
export type { RejectedApplications } from './rejected-applications';
export { issuePasswordReset } from './password-resets';
export { eraseAccount } from './withdrawal';

/**
 * The accounts' use cases: e-mail codes, sign-up, finding an id or a password, withdrawal, and
 * refused applications erased in time.
 */
export function createAccountsServices(context: UseCaseContext, { throttles }: SharedServices) {
  const authCodes = new AuthCodes(context, throttles);
  return {
    authCodes,
    checkId: new CheckId(context),
    signUp: new SignUp(context, authCodes),
    recovery: new Recovery(context, authCodes, throttles),
    withdrawal: new Withdrawal(context, throttles),
    rejectedApplications: new RejectedApplications(context),
  };
}

export type AccountsServices = ReturnType<typeof createAccountsServices>;
