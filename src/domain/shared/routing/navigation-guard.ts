import type { MemberRole } from '../member/member-profile';
import { OFFICE_HOME_PATH, type RouteDefinition } from './route-table';

export const SIGN_IN_PATH = '/auth/signin';
export const HOME_PATH = '/';

export type NavigationDecision =
  | { readonly kind: 'proceed' }
  | { readonly kind: 'redirectToSignIn'; readonly to: string; readonly returnUrl: string }
  | { readonly kind: 'forbidden' };

/** What the stored session says of who is asking: signed in or not, and with which role. */
export interface Visitor {
  readonly hasAccessToken: boolean;
  readonly role: MemberRole | null;
}

/**
 * Spec section 2: a route that requires login, visited while the stored session holds no access
 * token, sends the visitor to sign-in and remembers where they were going. A route of the
 * office's console visited by a signed-in member without its role is forbidden: the page says so
 * (권한이 없습니다) instead of showing an empty screen, as the server answers 403.
 *
 * `location` is the full target (path, query and fragment), kept whole as the return URL.
 */
export function decideNavigation(
  route: RouteDefinition,
  location: string,
  visitor: Visitor,
): NavigationDecision {
  if (!route.requiresAuth) return { kind: 'proceed' };
  if (!visitor.hasAccessToken) {
    return { kind: 'redirectToSignIn', to: SIGN_IN_PATH, returnUrl: safeReturnUrl(location) };
  }
  if (route.requiresRole !== undefined && visitor.role !== route.requiresRole) {
    return { kind: 'forbidden' };
  }
  return { kind: 'proceed' };
}

/**
 * Where to go after sign-in: the remembered URL when it is a path on this site, else home.
 *
 * Only same-site paths are accepted ("/me?tab=1"), so a crafted link cannot send a member to
 * another site after they sign in (open redirect); `//host`, `/\host`, schemes and control
 * characters are refused. Pages of the sign-in flow itself are refused too, so that a member
 * never lands back on the form they just completed.
 */
export function safeReturnUrl(candidate: string | null | undefined): string {
  if (!candidate) return HOME_PATH;
  const isSitePath =
    candidate.startsWith('/') &&
    !candidate.startsWith('//') &&
    !candidate.startsWith('/\\') &&
    !hasControlCharacter(candidate);
  if (!isSitePath) return HOME_PATH;
  const isAuthPage = /^\/auth\/(signin|signup|find|not-approved)(?=[/?#]|$)/u.test(candidate);
  return isAuthPage ? HOME_PATH : candidate;
}

/**
 * Where a sign-in lands when no page sent the member to it: an administrator signs in to work,
 * so on the console's home; anyone else on the site's home. A page that sent them (its return
 * URL) wins over both.
 */
export function landingPathOf(role: MemberRole | null): string {
  return role === 'admin' ? OFFICE_HOME_PATH : HOME_PATH;
}

/** C0 and C1 controls, DEL, and the line and paragraph separators. */
function hasControlCharacter(text: string): boolean {
  return /[\p{Cc}\p{Zl}\p{Zp}]/u.test(text);
}
