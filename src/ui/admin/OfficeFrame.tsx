import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { RouteDefinition } from '../../domain/shared/routing/route-table';
import { useAppServices } from '../shared/app/app-services';
import { OfficeMenu } from './OfficeMenu';
import './OfficeFrame.css';

/**
 * The office's console around its pages: its menu beside the page (above it, folded, on a
 * phone) and a breadcrumb (관리자 › the page), inside the site's own header and footer.
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
      <OfficeMenu current={route} />
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
