import { describe, expect, it } from 'vitest';
import { MemoryTokenStore } from '../../support/doubles/memory-token-store';
import { GuardNavigation } from '../../../src/application/session/guard-navigation';
import { buildRouteTable } from '../../../src/domain/shared/routing/route-table';

const routes = buildRouteTable();

describe('GuardNavigation', () => {
  it('sends a visitor without a stored access token from /me to sign-in, remembering /me', () => {
    const guard = new GuardNavigation(new MemoryTokenStore());
    expect(guard.decide(routes.resolve('/me?tab=donations'), '/me?tab=donations')).toEqual({
      kind: 'redirectToSignIn',
      to: '/auth/signin',
      returnUrl: '/me?tab=donations',
    });
  });

  it('lets a visitor with a stored access token through', () => {
    const store = new MemoryTokenStore();
    store.saveTokens({ accessToken: 'a', refreshToken: 'r' });
    expect(
      new GuardNavigation(store).decide(routes.resolve('/alumni/find'), '/alumni/find'),
    ).toEqual({
      kind: 'proceed',
    });
  });

  it('lets anyone see public pages', () => {
    const guard = new GuardNavigation(new MemoryTokenStore());
    expect(guard.decide(routes.resolve('/introduce/symbol'), '/introduce/symbol').kind).toBe(
      'proceed',
    );
  });
});
