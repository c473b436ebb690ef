import type { UseCaseContext } from '../shared/context';
import type { SharedServices } from '../shared/shared-services';
import { AuthCodes } from './auth-codes';
import { Recovery } from './recovery';
import { CheckId, SignUp } from './sign-up';
import { Withdrawal } from './withdrawal';

export type { AuthCodes } from './auth-codes';
export { issuePasswordReset } from './password-resets';
export { eraseAccount } from './withdrawal';

/** The accounts' use cases: e-mail codes, sign-up, finding an id or a password, withdrawal. */
export function createAccountsServices(context: UseCaseContext, { throttles }: SharedServices) {
  const authCodes = new AuthCodes(context, throttles);
  return {
    authCodes,
    checkId: new CheckId(context),
    signUp: new SignUp(context, authCodes),
    recovery: new Recovery(context, authCodes, throttles),
    withdrawal: new Withdrawal(context, throttles),
  };
}

export type AccountsServices = ReturnType<typeof createAccountsServices>;
