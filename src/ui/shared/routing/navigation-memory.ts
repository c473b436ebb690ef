/**
 * Which arrivals the app has already reported: navigations it starts (links, the session's
 * redirects, the browser's back and forward) are reported before they happen, so the arrival that
 * follows must not be reported again; arrivals nobody announced (the first load) are reported
 * once, even when React runs an effect twice.
 */
export class NavigationMemory {
  private startedTo: string | null = null;
  private lastArrival: string | null = null;

  /** A navigation reported now, before it happens. */
  started(target: string): void {
    this.startedTo = addressOf(target);
  }

  /** Is the app already at this address (a jump to an anchor of the page, not a navigation)? */
  isAt(target: string): boolean {
    return this.lastArrival === addressOf(target);
  }

  /** Should this arrival (path and query) be reported? True once per arrival not announced. */
  shouldReportArrival(target: string): boolean {
    const address = addressOf(target);
    // The announced navigation has arrived: it must not stay remembered, or a later arrival at
    // the same address would go unreported.
    const started = this.startedTo === address;
    if (started) this.startedTo = null;
    if (this.lastArrival === address) return false;
    this.lastArrival = address;
    return !started;
  }
}

/** Path and query, percent-encoded alike whether typed (`?name=김`) or read from the browser. */
function addressOf(target: string): string {
  const url = new URL(target, 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}
