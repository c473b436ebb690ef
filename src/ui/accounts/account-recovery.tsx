import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import type { RouteId } from '../../domain/shared/routing/route-table';
import { useAppServices } from '../shared/app/app-services';

/**
 * The heading of the step on screen. When the step changes (not on the first showing), the
 * focus moves to it, so that keyboard users start there and screen readers read it out.
 */
export function useStepHeading<E extends HTMLElement>(step: string) {
  const heading = useRef<E | null>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    heading.current?.focus();
  }, [step]);
  return heading;
}

/** The other ways on from a recovery page. */
export function RecoveryLinks({ show }: { readonly show: readonly RouteId[] }) {
  const { routes } = useAppServices();
  return (
    <ul className="sign-in__links">
      {show.map((id) => {
        const route = routes.byId(id);
        return (
          <li key={id}>
            <Link href={route.path}>{route.title}</Link>
          </li>
        );
      })}
    </ul>
  );
}
