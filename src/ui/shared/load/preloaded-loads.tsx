import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { Loaded } from './use-load';

/**
 * The answers of a page's loads, made by the server before the page was sent (issue 13, item 7):
 * the server renders a public page with its content and sends each answer along, and the
 * browser's first render starts from them, so that it matches the HTML it hydrates and asks the
 * API nothing it already has.
 *
 * A load is named by its place in the tree (React's `useId`, the same on the server and in the
 * browser for the same tree) and its key.
 */
export interface PreloadedLoads {
  /** A load's answer to start from, if there is one; called while rendering. */
  initial<T>(
    place: string,
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
  ): Loaded<T> | undefined;
  /** Told once the first render is on screen (the browser's answers stop there). */
  close?(): void;
}

const PreloadedLoadsContext = createContext<PreloadedLoads | null>(null);

export function usePreloadedLoads(): PreloadedLoads | null {
  return useContext(PreloadedLoadsContext);
}

/** What a load's answer is filed under. */
function entryName(place: string, key: string): string {
  return `${place}|${key}`;
}

/**
 * The server's side: every load the rendering asks for is started and its answer kept; the page
 * is rendered again with the answers until no new load appears (`settle`).
 */
export class CollectedLoads implements PreloadedLoads {
  private readonly answers = new Map<string, unknown>();
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly asked = new Set<string>();

  constructor(private readonly signal: AbortSignal) {}

  initial<T>(
    place: string,
    key: string,
    load: (signal: AbortSignal) => Promise<T>,
  ): Loaded<T> | undefined {
    const name = entryName(place, key);
    if (this.answers.has(name)) return { state: 'ready', value: this.answers.get(name) as T };
    if (!this.asked.has(name)) {
      this.asked.add(name);
      this.running.set(name, load(this.signal));
    }
    return undefined;
  }

  /**
   * Waits for the loads started since the last call; a failed one is left to the browser, which
   * then shows the page's loading state and asks again. Tells whether any answer came.
   */
  async settle(): Promise<boolean> {
    const started = [...this.running];
    this.running.clear();
    const settled = await Promise.allSettled(started.map(([, answer]) => answer));
    let answered = false;
    settled.forEach((outcome, index) => {
      const [name] = started[index] ?? [];
      if (name === undefined || outcome.status !== 'fulfilled' || !isPlainData(outcome.value))
        return;
      this.answers.set(name, outcome.value);
      answered = true;
    });
    return answered;
  }

  /** The answers, to be sent with the page. */
  toRecord(): Record<string, unknown> {
    return Object.fromEntries(this.answers);
  }
}

/**
 * The browser's side: the answers the server sent, read by the first render only. Once the page
 * has been hydrated (`close`), a component that appears later loads as usual: two pages may
 * have a load at the same place with the same key.
 */
export class SentLoads implements PreloadedLoads {
  private open = true;

  constructor(private readonly answers: Readonly<Record<string, unknown>>) {}

  initial<T>(place: string, key: string): Loaded<T> | undefined {
    const name = entryName(place, key);
    if (!this.open || !Object.hasOwn(this.answers, name)) return undefined;
    return { state: 'ready', value: this.answers[name] as T };
  }

  close(): void {
    this.open = false;
  }
}

/**
 * Gives the tree its preloaded answers. Its effect runs after every component of the first
 * render has taken its answer (effects run children first), and closes the browser's answers.
 */
export function PreloadedLoadsProvider({
  loads,
  children,
}: {
  readonly loads: PreloadedLoads;
  readonly children: ReactNode;
}) {
  useEffect(() => loads.close?.(), [loads]);
  return <PreloadedLoadsContext.Provider value={loads}>{children}</PreloadedLoadsContext.Provider>;
}

/**
 * Whether an answer survives being sent as JSON unchanged: plain objects, arrays, strings,
 * finite numbers, booleans and null. Anything else (a Date, a class) is left to the browser.
 */
export function isPlainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainData);
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((each) => each === undefined || isPlainData(each));
}
