import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { MenuSection } from '../../../domain/shared/routing/route-table';
import { useAppServices } from '../app/app-services';
import { useSessionView } from '../../session';
import './SiteHeader.css';

/**
 * The header: the association's name as the home link, the four menu groups (drop-downs on
 * wide screens, a drawer on narrow ones), and the member's links.
 */
export function SiteHeader() {
  const { association, routes } = useAppServices();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link href="/" className="site-logo">
          <span className="site-logo__mark" aria-hidden="true">
            {association.name.slice(0, 1)}
          </span>
          <span className="site-logo__name">{association.name}</span>
        </Link>
        <nav aria-label="주 메뉴" className="main-menu">
          <ul className="main-menu__groups">
            {routes.menu.map((section) => (
              <MenuGroupDropdown key={section.group.id} section={section} />
            ))}
          </ul>
        </nav>
        <MemberLinks />
        <MenuDrawer />
      </div>
    </header>
  );
}

function MenuGroupDropdown({ section }: { readonly section: MenuSection }) {
  const [location] = useLocation();
  const [open, setOpen] = useOpenUntilNavigation(location);
  const listId = useId();
  const item = useRef<HTMLLIElement>(null);
  const current = section.routes.some((route) => route.path === location);
  return (
    <li
      ref={item}
      className={`main-menu__group${open ? ' is-open' : ''}${current ? ' is-current' : ''}`}
      onBlur={(event) => {
        if (!item.current?.contains(event.relatedTarget)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          item.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="main-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        {section.group.label}
      </button>
      <ul id={listId} className="main-menu__list" hidden={!open}>
        {section.routes.map((route) => (
          <li key={route.id}>
            <Link href={route.path} aria-current={route.path === location ? 'page' : undefined}>
              {route.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function MemberLinks({ inDrawer = false }: { readonly inDrawer?: boolean }) {
  const { signedIn, administrator, send } = useSessionView();
  const { routes } = useAppServices();
  return (
    <ul className={inDrawer ? 'member-links member-links--drawer' : 'member-links'}>
      {signedIn ? (
        <>
          {administrator ? (
            <li>
              <Link href={routes.byId('officeDashboard').path}>관리자</Link>
            </li>
          ) : null}
          <li>
            <Link href={routes.byId('myInfo').path}>{routes.byId('myInfo').title}</Link>
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => send({ type: 'SIGN_OUT' })}
            >
              로그아웃
            </button>
          </li>
        </>
      ) : (
        <>
          <li>
            <Link href={routes.byId('signIn').path}>{routes.byId('signIn').title}</Link>
          </li>
          <li>
            <Link href={routes.byId('signUp').path}>{routes.byId('signUp').title}</Link>
          </li>
        </>
      )}
    </ul>
  );
}

/** The whole menu in a panel, for narrow screens. */
function MenuDrawer() {
  const { routes } = useAppServices();
  const [location] = useLocation();
  const [open, setOpen] = useOpenUntilNavigation(location);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, setOpen]);

  return (
    <div className="menu-drawer">
      <button
        ref={toggle}
        type="button"
        className="menu-drawer__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="menu-drawer__icon" aria-hidden="true" />
        전체 메뉴
      </button>
      <div id={panelId} ref={panel} className="menu-drawer__panel" hidden={!open}>
        <nav aria-label="전체 메뉴">
          {routes.menu.map((section) => (
            <section key={section.group.id} className="menu-drawer__group">
              <h2>{section.group.label}</h2>
              <ul>
                {section.routes.map((route) => (
                  <li key={route.id}>
                    <Link
                      href={route.path}
                      aria-current={route.path === location ? 'page' : undefined}
                    >
                      {route.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        <MemberLinks inDrawer />
        <button type="button" className="menu-drawer__close" onClick={() => setOpen(false)}>
          메뉴 닫기
        </button>
      </div>
    </div>
  );
}

/**
 * Open/closed state that closes by itself when the location changes: it remembers the location
 * it was opened at, so a navigation (from inside the menu or not) closes the menu.
 */
function useOpenUntilNavigation(
  location: string,
): [boolean, (next: boolean | ((open: boolean) => boolean)) => void] {
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location;
  const setOpen = useCallback(
    (next: boolean | ((value: boolean) => boolean)) =>
      setOpenAt((openedAt) => {
        const value = typeof next === 'function' ? next(openedAt === location) : next;
        return value ? location : null;
      }),
    [location],
  );
  return [open, setOpen];
}
