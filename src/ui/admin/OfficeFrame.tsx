import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RouteDefinition } from '../../domain/shared/routing/route-table';
import { useAppServices } from '../shared/app/app-services';
import './OfficeFrame.css';

/**
 * The office's console around its pages: a side navigation of its screens and a breadcrumb
 * (관리자 › the page), inside the site's own header and footer.
 */
export function OfficeFrame({
  route,
  children,
}: {
  readonly route: RouteDefinition;
  readonly children: ReactNode;
}) {
  const { routes } = useAppServices();
  const home = routes.byId('officeDashboard');
  return (
    <div className="office-frame">
      <nav className="office-frame__nav" aria-label="관리자 메뉴">
        <h2 className="office-frame__title">관리자</h2>
        <ul>
          {consoleMenuOf(routes.routes).map((screen) => {
            return (
              <li key={screen.id}>
                <Link href={screen.path} aria-current={screen.id === route.id ? 'page' : undefined}>
                  {screen.title}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="office-frame__content">
        <nav aria-label="현재 위치" className="breadcrumb">
          <ol>
            <li>
              <Link href="/">홈</Link>
            </li>
            {route.id === home.id ? null : (
              <li>
                <Link href={home.path}>관리자</Link>
              </li>
            )}
            <li aria-current="page">{route.title}</li>
          </ol>
        </nav>
        {children}
      </div>
    </div>
  );
}

/**
 * The console's menu: every administrators' screen in the route table's order, so that a
 * feature's console screen joins it by its route alone.
 */
function consoleMenuOf(routes: readonly RouteDefinition[]): RouteDefinition[] {
  return routes.filter(
    (definition) => definition.requiresRole === 'admin' && !definition.outsideConsoleMenu,
  );
}
