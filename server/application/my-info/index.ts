import type { AccountsServices } from '../accounts';
import type { UseCaseContext } from '../shared/context';
import type { SharedServices } from '../shared/shared-services';
import { MyConsents } from './my-consents';
import { MyInfo } from './my-info';

/**
 * A member's own information and consents; a new e-mail address is confirmed with the accounts'
 * codes.
 */
export function createMyInfoServices(
  context: UseCaseContext,
  { authCodes, throttles }: SharedServices & Pick<AccountsServices, 'authCodes'>,
) {
  return {
    myInfo: new MyInfo(context, authCodes, throttles),
    myConsents: new MyConsents(context),
  };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type MyInfoServices = ReturnType<typeof createMyInfoServices>;
