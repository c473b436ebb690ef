import type { AuthApi } from '../../application/accounts';

// The accounts' part of what the UI gets (AppServices).
declare module '../shared/app/app-services' {
  interface AppServices {
    readonly accounts: AccountServices;
  }
}

/** Account calls outside the session: sign-up, recovery and withdrawal (sign-in is the session's). */
export type AccountServices = Pick<
  AuthApi,
  'checkId' | 'sendAuthMail' | 'signUp' | 'findId' | 'findPassword' | 'resetPassword' | 'withdraw'
>;
