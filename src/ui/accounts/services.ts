import type { ApplyForMembership, AuthApi, WithdrawAccount } from '../../application/accounts';
import type { AddressFragment } from '../../application/accounts/address-fragment';

// The accounts' part of what the UI gets (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly accounts: AccountServices;
    /** Sign-up, once the profile image's upload is over. */
    readonly membershipApplication: ApplyForMembership;
    /** Withdrawal, then the session forgotten. */
    readonly withdrawal: WithdrawAccount;
    /** The address's fragment (the office's reset link). */
    readonly addressFragment: AddressFragment;
  }
}

/** Account calls outside the session: the id check, codes and recovery (sign-in is the session's). */
export type AccountServices = Pick<
  AuthApi,
  'checkId' | 'sendAuthMail' | 'findId' | 'findPassword' | 'resetPassword'
>;
