import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { type BaseLocationHook, Router, useLocation, useSearch } from 'wouter';
import { useBrowserLocation } from 'wouter/use-browser-location';
import '../styles/tokens.css';
import '../styles/base.css';
import { useStaleErrorsDismissed } from '../forms/use-stale-errors-dismissed';
import { createGuardedLocationHook, reportHistoryTraversals } from '../routing/guarded-location';
import { NavigationMemory } from '../routing/navigation-memory';
import { RouteView } from '../routing/RouteView';
import { UnsavedEdits, UnsavedEditsProvider } from '../routing/unsaved-edits';
import { type AppServices, AppServicesProvider, useAppServices } from './app-services';

export interface AppProps {
  readonly services: AppServices;
  /** The location the router reads; the browser's by default (tests pass a memory location). */
  readonly locationHook?: BaseLocationHook;
}

export function App({ services, locationHook = useBrowserLocation }: AppProps) {
  const [memory] = useState(() => new NavigationMemory());
  const [unsaved] = useState(() => new UnsavedEdits((question) => window.confirm(question)));
  const hook = useMemo(
    () => createGuardedLocationHook(services, locationHook, memory, unsaved),
    [services, locationHook, memory, unsaved],
  );
  // The browser's back and forward (a memory location, in tests, has none).
  useLayoutEffect(() => {
    if (locationHook !== useBrowserLocation) return;
    return reportHistoryTraversals(services, memory);
  }, [services, locationHook, memory]);
  const { NotificationOutlet } = services;
  return (
    <AppServicesProvider services={services}>
      <UnsavedEditsProvider value={unsaved}>
        <NotificationOutlet />
        <Router hook={hook}>
          <SessionEffects />
          <ArrivalReports memory={memory} />
          <StaleErrorsOnNavigation />
          <RouteView />
        </Router>
      </UnsavedEditsProvider>
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
 * Reports the arrivals nobody announced (the first load): in a layout effect, before the page is
 * painted and before the page's own effects ask for its data. A page the guard turns away is
 * reported too: the visit was asked for (spec section 2 reports, then guards).
 */
function ArrivalReports({ memory }: { readonly memory: NavigationMemory }) {
  const { navigation } = useAppServices();
  const [location] = useLocation();
  const search = useSearch();
  useLayoutEffect(() => {
    const target = search ? `${location}?${search}` : location;
    if (memory.shouldReportArrival(target)) void navigation.reportVisit(target);
  }, [location, search, memory, navigation]);
  return null;
}
