import { createElement, Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useAppServices } from '../app/app-services';
import { AuthLayout } from '../layout/AuthLayout';
import { MainLayout } from '../layout/MainLayout';
import { documentTitle } from './document-title';
import { ForbiddenNotice } from '../pages/ForbiddenNotice';
import { PageLoading } from './PageLoading';
import { pageFor } from './page-registry';
import { useSessionView } from '../../session';
import { safeReturnUrl } from '../../../domain/shared/routing/navigation-guard';

/**
 * The screen of the current location: its layout and its page, once the guard lets it show.
 * On every navigation, scroll to the top; on every change of route: the document title, focus on
 * the page's heading (so that a screen reader starts reading the new page), and the session told
 * whether the route needs login.
 */
export function RouteView() {
  const services = useAppServices();
  const [location] = useLocation();
  const search = useSearch();
  const route = services.routes.resolve(location);
  const target = search ? `${location}?${search}` : location;
  const decision = services.navigation.guard(route, target);
  const firstRender = useRef(true);
  // Chosen once per route: a page whose chunk arrives while it is shown keeps its component (and
  // its state) instead of being swapped from the lazy wrapper to the loaded one.
  const page = useMemo(() => pageFor(route), [route]);

  const { signedIn, checking, signingIn } = useSessionView();
  // A stored token that the start-up check found dead leaves a members-only page signed out:
  // that page is then guarded like any other.
  const sessionLost = route.requiresAuth && !checking && !signingIn && !signedIn;
  const returnUrl =
    decision.kind === 'redirectToSignIn'
      ? decision.returnUrl
      : sessionLost
        ? safeReturnUrl(target)
        : null;
  useEffect(() => {
    if (returnUrl !== null) services.session.send({ type: 'REQUIRE_SIGN_IN', returnUrl });
  }, [returnUrl, services]);

  useEffect(() => {
    document.title = documentTitle(route, services.association.name);
    services.session.send({ type: 'ROUTE_CHANGED', requiresAuth: route.requiresAuth });
  }, [route, services]);

  // Every navigation, a change of the query alone included (?page=, ?id=): spec section 2.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location, search]);

  // A new page (not a new query of the same one, whose form keeps the focus): its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    // The heading appears when the page's chunk has loaded; focus it then.
    const focusHeading = () => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), 5000);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [location]);

  const Layout = route.layout === 'auth' ? AuthLayout : MainLayout;
  return (
    <Layout route={route}>
      {returnUrl !== null ? (
        <p role="status" className="page-status">
          로그인이 필요한 페이지입니다. 로그인 화면으로 이동합니다.
        </p>
      ) : decision.kind === 'forbidden' ? (
        <ForbiddenNotice />
      ) : page.lazy ? (
        <Suspense fallback={<PageLoading />}>{createElement(page.component, { route })}</Suspense>
      ) : (
        // A loaded page needs no boundary; nor does React, rendering it to HTML at build time,
        // then move a large page out of line behind an inline script (which the CSP refuses).
        createElement(page.component, { route })
      )}
    </Layout>
  );
}
