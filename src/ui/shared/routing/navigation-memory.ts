import { pathOf } from './guarded-location';

/**
 * Which arrivals the app has already reported: navigations it starts are reported before they
 * happen, so the arrival that follows must not be reported again; arrivals it did not start
 * (first load, back and forward) are reported once, even when React runs an effect twice.
 */
export class NavigationMemory {
  private startedTo: string | null = null;
  private lastArrival: string | null = null;

  /** A navigation the app starts (and reports) now. */
  started(target: string): void {
    this.startedTo = pathOf(target);
  }

  /** Should this arrival be reported? True once per arrival the app did not start. */
  shouldReportArrival(location: string): boolean {
    // The started navigation has arrived, even when only its query changed (the same path): it
    // must not stay remembered, or a later back/forward arrival here would go unreported.
    const started = this.startedTo === pathOf(location);
    if (started) this.startedTo = null;
    if (this.lastArrival === location) return false;
    this.lastArrival = location;
    return !started;
  }
}
