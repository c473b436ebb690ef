import { useCallback, useRef } from 'react';
import type { BaseLocationHook } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import type { AppServices } from '../app/app-services';
import type { NavigationMemory } from './navigation-memory';
import type { UnsavedEdits } from './unsaved-edits';

type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * A wouter location hook that runs the two steps of spec section 2 before every navigation made
 * in the app (links, the session's redirects), once an editor with unsaved edits has been let go
 * (asked first, `UnsavedEdits`):
 * 1. the guard: a route that needs login, without a stored access token, sends the visitor to
 *    sign-in instead, remembering where they were going (the session machine does the rest);
 * 2. the access log: the visit is reported (path without query, access time) and the
 *    navigation goes on whatever the report's fate.
 *
 * Arrivals the app does not start (the first page load, back and forward) are checked and
 * reported by `useArrivalChecks` once they have happened.
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
      const route = services.routes.resolve(to);
      const decision = services.navigation.guard(route, to);
      if (decision.kind === 'redirectToSignIn') {
        services.session.send({ type: 'REQUIRE_SIGN_IN', returnUrl: decision.returnUrl });
        return;
      }
      memory.started(to);
      void services.navigation.reportVisit(to);
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

/** The path of a target: no query, no fragment. */
export function pathOf(target: string): string {
  return target.split(/[?#]/u, 1)[0] || '/';
}
