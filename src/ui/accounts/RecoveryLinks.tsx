import { Link } from 'wouter';
import type { RouteId } from '../../domain/shared/routing/route-table';
import { useAppServices } from '../shared/app/app-services';

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
