import { createContext, type ReactNode, useContext } from 'react';
import type { RouteTable } from '../../domain/routing/route-table';
import type { SessionActorRef } from '../../domain/session/session-machine';

/**
 * Everything the UI gets from outside, handed in by the composition root (or by a test). The UI
 * never sees the container nor an adapter.
 */
export interface AppServices {
  readonly associationName: string;
  readonly routes: RouteTable;
  readonly session: SessionActorRef;
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
