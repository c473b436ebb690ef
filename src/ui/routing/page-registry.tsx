import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { RouteDefinition, RouteId } from '../../domain/routing/route-table';

export interface PageProps {
  readonly route: RouteDefinition;
}

type LazyPage = LazyExoticComponent<ComponentType<PageProps>>;

// Each page is its own chunk, loaded when first shown: the home route carries no other page.
const HomePage = lazy(() => import('../pages/HomePage'));
const SignInPage = lazy(() => import('../pages/SignInPage'));
const SignUpPage = lazy(() => import('../pages/SignUpPage'));
const FindIdPage = lazy(() => import('../pages/FindIdPage'));
const FindPasswordPage = lazy(() => import('../pages/FindPasswordPage'));
const NotApprovedPage = lazy(() => import('../pages/NotApprovedPage'));
const PrivacyPage = lazy(() => import('../pages/PrivacyPage'));
const NotFoundPage = lazy(() => import('../pages/NotFoundPage'));
const PendingPage = lazy(() => import('../pages/PendingPage'));
const MyInfoPage = lazy(() => import('../pages/MyInfoPage'));
const WithdrawPage = lazy(() => import('../pages/WithdrawPage'));
const FindAlumniPage = lazy(() => import('../pages/FindAlumniPage'));

const PAGES: Partial<Record<RouteId, LazyPage>> = {
  home: HomePage,
  signIn: SignInPage,
  signUp: SignUpPage,
  findId: FindIdPage,
  findPassword: FindPasswordPage,
  notApproved: NotApprovedPage,
  privacy: PrivacyPage,
  notFound: NotFoundPage,
  myInfo: MyInfoPage,
  withdraw: WithdrawPage,
  findAlumni: FindAlumniPage,
};

/** The page of a route; routes whose screens later issues build show the pending page. */
export function pageFor(route: RouteDefinition): LazyPage {
  return PAGES[route.id] ?? PendingPage;
}
