import { describe, expect, it } from 'vitest';
import { mergeFeaturePages } from '../../../../src/ui/shared/routing/feature-pages';
import { PAGE_FILES } from '../../../../src/ui/shared/routing/page-registry';

/** Each feature lists its pages in src/ui/<feature>/pages.ts; no central list to edit. */
describe('the features’ page lists', () => {
  it('names each page by its feature’s folder', () => {
    expect(
      mergeFeaturePages({
        './directory/pages.ts': { PAGES: { findAlumni: 'FindAlumniPage' } },
        './accounts/pages.ts': { PAGES: { signUp: 'sign-up/SignUpPage' } },
      }),
    ).toEqual({ findAlumni: 'directory/FindAlumniPage', signUp: 'accounts/sign-up/SignUpPage' });
  });

  it('refuses a route that two features both claim', () => {
    expect(() =>
      mergeFeaturePages({
        './content/pages.ts': { PAGES: { home: 'HomePage' } },
        './directory/pages.ts': { PAGES: { home: 'FindAlumniPage' } },
      }),
    ).toThrow('Route home has two pages: content/HomePage and directory/FindAlumniPage');
  });

  it('refuses a list that is not a feature’s pages.ts', () => {
    expect(() => mergeFeaturePages({ './pages.ts': { PAGES: {} } })).toThrow(
      "Not a feature's page list: ./pages.ts",
    );
  });

  it('finds every feature’s list in the app: each built page by its route', () => {
    expect(PAGE_FILES).toEqual({
      home: 'content/HomePage',
      privacy: 'content/PrivacyPage',
      signIn: 'session/SignInPage',
      notApproved: 'session/NotApprovedPage',
      signUp: 'accounts/sign-up/SignUpPage',
      findId: 'accounts/FindIdPage',
      findPassword: 'accounts/FindPasswordPage',
      withdraw: 'accounts/WithdrawPage',
      myInfo: 'my-info/MyInfoPage',
      findAlumni: 'directory/FindAlumniPage',
      notFound: 'shared/pages/NotFoundPage',
    });
  });
});
