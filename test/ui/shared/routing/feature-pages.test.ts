import { describe, expect, it } from 'vitest';
import { featurePageFiles } from '../../../../src/ui/shared/routing/feature-pages';
import { FEATURE_PAGES, PAGE_FILES } from '../../../../src/ui/shared/routing/page-registry';

/** Each feature lists its pages in src/ui/<feature>/pages.ts; no central list to edit. */
describe('the features’ page lists', () => {
  it('names each page by its feature’s folder', () => {
    expect(
      featurePageFiles({
        './directory/pages.ts': { findAlumni: 'FindAlumniPage' },
        './accounts/pages.ts': { signUp: 'sign-up/SignUpPage' },
      }),
    ).toEqual({ findAlumni: 'directory/FindAlumniPage', signUp: 'accounts/sign-up/SignUpPage' });
  });

  it('finds every feature’s list, and no route is claimed by two features', () => {
    const listed = Object.values(FEATURE_PAGES).flatMap((pages) => Object.keys(pages));
    expect(listed.length).toBeGreaterThan(0);
    expect(new Set(listed).size).toBe(listed.length);
    expect(Object.keys(PAGE_FILES).sort()).toEqual([...listed, 'notFound'].sort());
  });

  it('gives the built pages to their routes', () => {
    expect(PAGE_FILES).toMatchObject({
      home: 'content/HomePage',
      signUp: 'accounts/sign-up/SignUpPage',
      findAlumni: 'directory/FindAlumniPage',
      myInfo: 'my-info/MyInfoPage',
      notFound: 'shared/pages/NotFoundPage',
    });
  });
});
