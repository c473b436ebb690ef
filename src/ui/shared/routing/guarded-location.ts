import { useCallback, useRef } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { AppServices } from '../app/app-services';
import type { NavigationMemory } from './navigation-memory';
import type { UnsavedEdits } from './unsaved-edits';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * A wouter location hook that runs the two steps of spec section 2, in its order, before every
 * navigation made in the app (links, the session's redirects), once an editor with unsaved
 * edits has been let go (asked first, `UnsavedEdits`):
 * 1. the access log: the visit is reported (path without query, access time), whatever the
 *    report's fate and whatever the guard then decides;
 * 2. the guard: a route that needs login, without a stored access token, sends the visitor to
 *    sign-in instead, remembering where they were going (the session machine does the rest, and
 *    its navigation to sign-in is reported in turn).
 *
 * The browser's back and forward are reported as they start (`reportHistoryTraversals`); the
 * first load, by `App`'s arrival check before the page paints.
 */
export function createGuardedLocationHook(
  services: AppServices,
  baseHook: BaseLocationHook = useBrowserLocation,
  memory: NavigationMemory,
  unsaved: UnsavedEdits,
): BaseLocationHook {
  function useGuardedLocation(): [string, Navigate] {
    const [location, baseNavigate] = baseHook() as [string, Navigate];
    const navigateRef = useRef(baseNavigate);
    navigateRef.current = baseNavigate;
    const navigate = useCallback<Navigate>((to, options) => {
      if (!unsaved.mayLeave()) return;
      memory.started(to);
      void services.navigation.reportVisit(to);
      const decision = services.navigation.guard(services.routes.resolve(to), to);
      if (decision.kind === 'redirectToSignIn') {
        services.session.send({ type: 'REQUIRE_SIGN_IN', returnUrl: decision.returnUrl });
        return;
      }
      navigateRef.current(to, options);
    }, []);
    return [location, navigate];
  }
  // The query string is read by the base hook's own search hook when it has one (a memory
  // location keeps its query apart from the browser's): wouter's Router inherits it from here.
  const guarded: BaseLocationHook = useGuardedLocation;
  if (baseHook.searchHook) guarded.searchHook = baseHook.searchHook;
  return guarded;
}

/**
 * Reports each back or forward of the browser's history as it starts: `popstate` is heard
 * before the router re-renders, while the page left is still shown. An editor with unsaved edits
 * hears it first (in the capture phase, use-unsaved-edits.ts) and stops it when told to stay,
 * so a traversal refused is not reported. Answers how to stop listening.
 */
export function reportHistoryTraversals(
  services: AppServices,
  memory: NavigationMemory,
  target: Window = window,
): () => void {
  const onTraversal = () => {
    const address = `${target.location.pathname}${target.location.search}`;
    // Back or forward between anchors of one page (#…) stays on it: no visit.
    if (memory.isAt(address)) return;
    memory.started(address);
    void services.navigation.reportVisit(address);
  };
  target.addEventListener('popstate', onTraversal);
  return () => target.removeEventListener('popstate', onTraversal);
}

/** The path of a target: no query, no fragment. */
export function pathOf(target: string): string {
  return target.split(/[?#]/u, 1)[0] || '/';
}
