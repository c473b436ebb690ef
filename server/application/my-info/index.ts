import { MyConsents, type MyConsentsDependencies } from './my-consents';
import { MyInfo, type MyInfoDependencies as MyInfoUseCaseDependencies } from './my-info';

/** What my-info's use cases use, by name. */
export type MyInfoDependencies = MyInfoUseCaseDependencies & MyConsentsDependencies;

/**
 * A member's own information and consents; a new e-mail address is confirmed with the accounts'
 * codes.
 */
export function createMyInfoServices(deps: MyInfoDependencies) {
  return { myInfo: new MyInfo(deps), myConsents: new MyConsents(deps) };
}

/** The feature's use cases, as its routes and the features after it see them. */
export type MyInfoServices = ReturnType<typeof createMyInfoServices>;
