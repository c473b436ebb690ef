import type { ReactNode } from 'react';
import type { RouteDefinition } from '../../../domain/shared/routing/route-table';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import './MainLayout.css';
import './AuthLayout.css';

/** Sign-in, sign-up, recovery and withdrawal: the site's frame, no sub-menu, a narrow card. */
export function AuthLayout({
  route,
  children,
}: {
  readonly route: RouteDefinition;
  readonly children: ReactNode;
}) {
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="page-main page-main--auth" data-route={route.id}>
        <div className="auth-card">{children}</div>
      </main>
      <SiteFooter />
    </div>
  );
}
