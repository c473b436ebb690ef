import type { FeaturePages } from '../shared/routing/feature-pages';

/** The account pages (file names in this folder), by route. */
export const PAGES: FeaturePages = {
  signUp: 'sign-up/SignUpPage',
  findId: 'FindIdPage',
  findPassword: 'find-password/FindPasswordPage',
  withdraw: 'WithdrawPage',
};
