import { Link } from 'wouter';
import type { RouteId } from '../../../domain/shared/routing/route-table';
import { useAppServices } from '../app/app-services';
import '../tabs/PageTabs.css';

const TABS: readonly RouteId[] = ['myInfo', 'myDonations', 'myDues', 'myMessages', 'myEvents'];

/**
 * 내 정보's tabs: the member's information, their donations with the receipts, their dues, what
 * they receive from the office, their event registrations.
 */
export function MyPageTabs({ current }: { readonly current: RouteId }) {
  const { routes } = useAppServices();
  return (
    <nav className="page-tabs" aria-label="내 정보 메뉴">
      <ul>
        {TABS.map((id) => {
          const route = routes.byId(id);
          return (
            <li key={id}>
              <Link href={route.path} aria-current={id === current ? 'page' : undefined}>
                {route.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
