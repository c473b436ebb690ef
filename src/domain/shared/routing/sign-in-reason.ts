import { withTopicParticle } from '../text/korean-particles';
import type { RouteDefinition } from './route-table';

/**
 * What the sign-in page tells a visitor the guard sent there from a page that needs login (its
 * return address): which page, and who may use it. Null when the page asked for needs none.
 */
export function signInReason(route: RouteDefinition): string | null {
  if (!route.requiresAuth) return null;
  const page = withTopicParticle(route.title);
  return route.requiresRole === 'admin'
    ? `${page} 관리자만 이용할 수 있습니다. 관리자 계정으로 로그인해 주세요.`
    : `${page} 회원만 이용할 수 있습니다. 로그인해 주세요.`;
}
