import { useId, useState } from 'react';
import { Link } from 'wouter';
import type { RouteDefinition } from '../../domain/shared/routing/route-table';
import { useAppServices } from '../shared/app/app-services';

/**
 * The console's menu: its home, then each group (회원, 콘텐츠, 기부, 기록) under its heading with
 * its screens, as the route table groups them, so that a new screen joins its group by its
 * route alone. On a narrow screen the menu folds behind a button above the page, so that the
 * page comes first and the menu stays one tap away.
 */
export function OfficeMenu({ current }: { readonly current: RouteDefinition }) {
  const { routes } = useAppServices();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const home = routes.byId('officeDashboard');
  const currentFor = (screen: RouteDefinition) => (screen.id === current.id ? 'page' : undefined);
  return (
    <nav
      className={`office-frame__nav${open ? ' office-frame__nav--open' : ''}`}
      aria-label="관리자 메뉴"
    >
      <div className="office-frame__head">
        <h2 className="office-frame__title">관리자</h2>
        <button
          type="button"
          className="office-frame__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((was) => !was)}
        >
          {open ? '메뉴 닫기' : '메뉴 열기'}
        </button>
      </div>
      <div id={menuId} className="office-frame__menu">
        <ul>
          <li>
            <Link href={home.path} aria-current={currentFor(home)}>
              {home.title}
            </Link>
          </li>
        </ul>
        {routes.consoleMenu.map(({ group, routes: screens }) => (
          <section key={group.id} aria-labelledby={`${menuId}-${group.id}`}>
            <h3 id={`${menuId}-${group.id}`} className="office-frame__group">
              {group.label}
            </h3>
            <ul>
              {screens.map((screen) => (
                <li key={screen.id}>
                  <Link href={screen.path} aria-current={currentFor(screen)}>
                    {screen.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </nav>
  );
}
