import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RouteDefinition } from '../../../domain/shared/routing/route-table';
import { useAppServices } from '../app/app-services';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { SkipLink } from './SkipLink';
import './MainLayout.css';

/**
 * The frame of the site's pages: header with the menu, and on the inner pages of a menu group
 * a sub-menu of that group and a breadcrumb; then the page; then the footer.
 */
export function MainLayout({
  route,
  children,
}: {
  readonly route: RouteDefinition;
  readonly children: ReactNode;
}) {
  const { routes } = useAppServices();
  const section = routes.menu.find(({ group }) => group.id === route.group);
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      {section ? (
        <div className="page-frame page-frame--with-submenu">
          <aside className="submenu">
            <h2 className="submenu__title" id="submenu-title">
              {section.group.label}
            </h2>
            <nav aria-labelledby="submenu-title">
              <ul>
                {section.routes.map((each) => (
                  <li key={each.id}>
                    <Link href={each.path} aria-current={each.id === route.id ? 'page' : undefined}>
                      {each.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          </aside>
          <main id="main" className="page-main">
            <nav aria-label="현재 위치" className="breadcrumb">
              <ol>
                <li>
                  <Link href="/">홈</Link>
                </li>
                <li>{section.group.label}</li>
                <li aria-current="page">{route.title}</li>
              </ol>
            </nav>
            {children}
          </main>
        </div>
      ) : (
        <main id="main" className={route.id === 'home' ? 'page-main page-main--home' : 'page-main'}>
          {children}
        </main>
      )}
      <SiteFooter />
    </div>
  );
}
