import { inject, injectable } from 'inversify';
import {
  decideNavigation,
  type NavigationDecision,
} from '../../domain/shared/routing/navigation-guard';
import type { RouteDefinition } from '../../domain/shared/routing/route-table';
import { hasAccessToken, readTokenRole } from '../../domain/session/tokens';
import { TOKEN_STORE, type TokenStore } from './token-store';

/** Before a navigation: may the visitor see this route, or must they sign in first? */
@injectable()
export class GuardNavigation {
  constructor(@inject(TOKEN_STORE) private readonly tokenStore: TokenStore) {}

  decide(route: RouteDefinition, location: string): NavigationDecision {
    const tokens = this.tokenStore.readTokens();
    const signedIn = hasAccessToken(tokens);
    return decideNavigation(route, location, {
      hasAccessToken: signedIn,
      role: signedIn ? readTokenRole(tokens.accessToken) : null,
    });
  }
}
