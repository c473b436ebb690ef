import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { Clock } from '../../../application/shared/ports/clock';
import type { MapView } from '../../../application/shared/ports/map-view';
import type { Notifier } from '../../../application/shared/ports/notifier';
import type { PostalSearch } from '../../../application/shared/ports/postal-search';
import type { AssociationProfile } from '../../../domain/shared/association/association-profile';
import type { NavigationDecision } from '../../../domain/shared/routing/navigation-guard';
import type { RouteDefinition, RouteTable } from '../../../domain/shared/routing/route-table';
import type { SessionActorRef } from '../../../domain/session';

/** The two steps before every navigation (spec section 2). */
export interface NavigationServices {
  /** May the visitor see this route now, or must they sign in first? */
  guard(route: RouteDefinition, location: string): NavigationDecision;
  /** Reports the visit to the access log; never rejects (a failure is only logged). */
  reportVisit(location: string): Promise<void>;
}

/**
 * Everything the UI gets from outside, handed in by the composition root (or by a test). The UI
 * never sees the container nor an adapter. These are the frame's services; each feature adds
 * its own fields in `src/ui/<feature>/services.ts` (declaration merging), so that a new feature
 * edits nothing here.
 */
export interface AppServices {
  readonly association: AssociationProfile;
  readonly routes: RouteTable;
  /** The app-wide session actor, already started. */
  readonly session: SessionActorRef;
  readonly navigation: NavigationServices;
  /** Maps drawn in the page: 오시는 길, an event's place (Kakao Maps with an app key; none without). */
  readonly mapView: MapView;
  /** The postal provider's address search. */
  readonly postal: PostalSearch;
  /** Short notices at the top right (e.g. "탈퇴가 완료되었습니다"). */
  readonly notifier: Notifier;
  readonly clock: Clock;
  /** Reloads the current page (after a failed token refresh on a public page, spec section 4). */
  readonly reloadPage: () => void;
  /** Renders the notifications (the notifier adapter's outlet), once, at the top of the tree. */
  readonly NotificationOutlet: ComponentType;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({
  services,
  children,
}: {
  readonly services: AppServices;
  readonly children: ReactNode;
}) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices must be used inside <AppServicesProvider>');
  return services;
}

/** The services when there are any: for the form kit's pieces, which also render alone. */
export function useOptionalAppServices(): AppServices | null {
  return useContext(AppServicesContext);
}
