import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideNavigation,
  HOME_PATH,
  SIGN_IN_PATH,
  landingPathOf,
  safeReturnUrl,
} from '../../../../src/domain/shared/routing/navigation-guard';
import { buildRouteTable } from '../../../../src/domain/shared/routing/route-table';

const table = buildRouteTable();
const VISITOR = { hasAccessToken: false, role: null } as const;
const MEMBER = { hasAccessToken: true, role: 'member' } as const;
const ADMIN = { hasAccessToken: true, role: 'admin' } as const;

describe('decideNavigation', () => {
  it('sends a visitor without access token from a login-required route to /auth/signin', () => {
    expect(SIGN_IN_PATH).toBe('/auth/signin');
    expect(decideNavigation(table.byId('myInfo'), '/me', VISITOR)).toEqual({
      kind: 'redirectToSignIn',
      to: '/auth/signin',
      returnUrl: '/me',
    });
  });

  it('keeps the full location, query and fragment included, as the return URL', () => {
    const location = '/alumni/find?name=김민수&graduationYear=1998#results';
    expect(decideNavigation(table.resolve(location), location, VISITOR)).toEqual({
      kind: 'redirectToSignIn',
      to: '/auth/signin',
      returnUrl: location,
    });
    expect(decideNavigation(table.byId('withdraw'), '/auth/withdraw', VISITOR)).toEqual({
      kind: 'redirectToSignIn',
      to: '/auth/signin',
      returnUrl: '/auth/withdraw',
    });
  });

  it('lets a visitor with an access token proceed to a login-required route', () => {
    expect(decideNavigation(table.byId('findAlumni'), '/alumni/find', MEMBER)).toEqual({
      kind: 'proceed',
    });
    expect(decideNavigation(table.byId('myInfo'), '/me', MEMBER)).toEqual({ kind: 'proceed' });
  });

  it('lets anyone proceed to a public route', () => {
    for (const id of ['home', 'notice', 'alumniCompanies', 'signIn', 'privacy'] as const) {
      const route = table.byId(id);
      expect(decideNavigation(route, route.path, VISITOR)).toEqual({ kind: 'proceed' });
      expect(decideNavigation(route, route.path, MEMBER)).toEqual({ kind: 'proceed' });
    }
    expect(decideNavigation(table.notFound, '/nowhere', VISITOR)).toEqual({ kind: 'proceed' });
  });

  it("the office's console: a visitor signs in first, a member without the role is forbidden, an administrator proceeds", () => {
    for (const id of ['officeDashboard', 'officeMembers'] as const) {
      const route = table.byId(id);
      expect(route.path.startsWith('/admin')).toBe(true);
      expect(decideNavigation(route, `${route.path}?page=2`, VISITOR)).toEqual({
        kind: 'redirectToSignIn',
        to: '/auth/signin',
        returnUrl: `${route.path}?page=2`,
      });
      expect(decideNavigation(route, route.path, MEMBER)).toEqual({ kind: 'forbidden' });
      expect(decideNavigation(route, route.path, { hasAccessToken: true, role: null })).toEqual({
        kind: 'forbidden',
      });
      expect(decideNavigation(route, route.path, ADMIN)).toEqual({ kind: 'proceed' });
    }
    // An administrator is a member too.
    expect(decideNavigation(table.byId('myInfo'), '/me', ADMIN)).toEqual({ kind: 'proceed' });
  });
});

describe('safeReturnUrl', () => {
  it('keeps same-site paths, with their query and fragment', () => {
    expect(safeReturnUrl('/me')).toBe('/me');
    expect(safeReturnUrl('/me?tab=1')).toBe('/me?tab=1');
    expect(safeReturnUrl('/alumni/find?name=%EA%B9%80#top')).toBe(
      '/alumni/find?name=%EA%B9%80#top',
    );
    expect(safeReturnUrl('/')).toBe('/');
  });

  it("refuses protocol-relative '//host' and '/\\host' URLs", () => {
    expect(safeReturnUrl('//evil.example')).toBe(HOME_PATH);
    expect(safeReturnUrl('//evil.example/me')).toBe('/');
    expect(safeReturnUrl('/\\evil.example')).toBe('/');
  });

  it('refuses absolute URLs and schemes', () => {
    expect(safeReturnUrl('https://evil.example')).toBe('/');
    expect(safeReturnUrl('http://evil.example/me')).toBe('/');
    expect(safeReturnUrl('javascript:alert(1)')).toBe('/');
    expect(safeReturnUrl('data:text/html,<script>alert(1)</script>')).toBe('/');
  });

  it('refuses relative paths and leading spaces', () => {
    expect(safeReturnUrl('me')).toBe('/');
    expect(safeReturnUrl(' /me')).toBe('/');
  });

  it('refuses C1 controls and line or paragraph separators too', () => {
    expect(safeReturnUrl('/me\u0085')).toBe('/');
    expect(safeReturnUrl('/me\u2028x')).toBe('/');
    expect(safeReturnUrl('/me\u2029x')).toBe('/');
  });

  it('refuses control characters, which browsers strip into "//host"', () => {
    expect(safeReturnUrl('/\t/evil.example')).toBe('/');
    expect(safeReturnUrl('/\n/evil.example')).toBe('/');
    expect(safeReturnUrl('/me\r')).toBe('/');
    expect(safeReturnUrl('/me\u0000')).toBe('/');
    expect(safeReturnUrl('/me\u007f')).toBe('/');
  });

  it('sends null, undefined and the empty string home', () => {
    expect(safeReturnUrl(null)).toBe('/');
    expect(safeReturnUrl(undefined)).toBe('/');
    expect(safeReturnUrl('')).toBe('/');
  });

  it('refuses the sign-in flow pages, so a member never lands back on a finished form', () => {
    for (const path of [
      '/auth/signin',
      '/auth/signin?returnUrl=/me',
      '/auth/signin/',
      '/auth/signin#top',
      '/auth/signup',
      '/auth/find/id',
      '/auth/find/password',
      '/auth/not-approved',
    ]) {
      expect(safeReturnUrl(path)).toBe('/');
    }
  });

  it('allows /auth/withdraw', () => {
    expect(safeReturnUrl('/auth/withdraw')).toBe('/auth/withdraw');
    expect(safeReturnUrl('/auth/withdraw?step=2')).toBe('/auth/withdraw?step=2');
  });

  it("property: always returns a string starting with '/' and never with '//'", () => {
    const candidates = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.string().map((rest) => `/${rest}`),
      fc.string().map((rest) => `//${rest}`),
      fc.string().map((rest) => `/\\${rest}`),
      fc.constantFrom(null, undefined, ''),
    );
    fc.assert(
      fc.property(candidates, (candidate) => {
        const url = safeReturnUrl(candidate);
        expect(url.startsWith('/')).toBe(true);
        expect(url.startsWith('//')).toBe(false);
        expect(url.startsWith('/\\')).toBe(false);
      }),
    );
  });

  it('property: a plain path outside the sign-in flow comes back unchanged', () => {
    const segment = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 1,
      maxLength: 12,
    });
    const path = fc
      .array(segment, { minLength: 1, maxLength: 4 })
      .filter(([first]) => first !== 'auth')
      .map((segments) => `/${segments.join('/')}`);
    fc.assert(
      fc.property(path, (candidate) => {
        expect(safeReturnUrl(candidate)).toBe(candidate);
      }),
    );
  });
});

describe('landingPathOf', () => {
  it('lands an administrator on the console’s home and anyone else home', () => {
    expect(landingPathOf('admin')).toBe('/admin');
    expect(landingPathOf('member')).toBe('/');
    expect(landingPathOf(null)).toBe('/');
  });
});
