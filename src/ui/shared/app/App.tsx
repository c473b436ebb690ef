import { useEffect, useMemo, useState } from 'react';
import { type BaseLocationHook, Router, useLocation, useSearch } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import '../styles/tokens.css';
import '../styles/base.css';
import { useStaleErrorsDismissed } from '../forms/use-shown-refusal';
import { createGuardedLocationHook } from '../routing/guarded-location';
import { NavigationMemory } from '../routing/navigation-memory';
import { RouteView } from '../routing/RouteView';
import { type AppServices, AppServicesProvider, useAppServices } from './app-services';

export interface AppProps {
  readonly services: AppServices;
  /** The location the router reads; the browser's by default (tests pass a memory location). */
  readonly locationHook?: BaseLocationHook;
}

export function App({ services, locationHook = useBrowserLocation }: AppProps) {
  const [memory] = useState(() => new NavigationMemory());
  const hook = useMemo(
    () => createGuardedLocationHook(services, locationHook, memory),
    [services, locationHook, memory],
  );
  const { NotificationOutlet } = services;
  return (
    <AppServicesProvider services={services}>
      <NotificationOutlet />
      <Router hook={hook}>
        <SessionEffects />
        <ArrivalReports memory={memory} />
        <StaleErrorsOnNavigation />
        <RouteView />
      </Router>
    </AppServicesProvider>
  );
}

/** Carries out what the session machine asks: go somewhere, or reload the page. */
function SessionEffects() {
  const { session, reloadPage } = useAppServices();
  const [, navigate] = useLocation();
  useEffect(() => {
    const navigation = session.on('navigate', (event) => navigate(event.to));
    const reload = session.on('reload', () => reloadPage());
    return () => {
      navigation.unsubscribe();
      reload.unsubscribe();
    };
  }, [session, navigate, reloadPage]);
  return null;
}

/** An error notification about the page left behind goes with it (issue 29). */
function StaleErrorsOnNavigation() {
  const [location] = useLocation();
  useStaleErrorsDismissed(location);
  return null;
}

/**
 * Reports the arrivals the app did not start itself (first load, back and forward): the
 * navigations it starts are reported before they happen, by the guarded location hook.
 */
function ArrivalReports({ memory }: { readonly memory: NavigationMemory }) {
  const { navigation, routes } = useAppServices();
  const [location] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!memory.shouldReportArrival(location)) return;
    const target = search ? `${location}?${search}` : location;
    // A page the guard turns away is not visited: the sign-in page it leads to is.
    if (navigation.guard(routes.resolve(location), target).kind !== 'proceed') return;
    void navigation.reportVisit(target);
  }, [location, search, memory, navigation, routes]);
  return null;
}
