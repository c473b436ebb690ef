/**
 * A port whose adapter is loaded on its first call: the console's adapters (the office's calls)
 * stay out of the script every visitor's first screen loads. Every method of such a port
 * answers a promise, so a call can wait for the adapter's chunk.
 */
export function lazyPort<T extends object>(load: () => Promise<T>): T {
  let adapter: Promise<T> | null = null;
  return new Proxy({} as T, {
    get(_, method) {
      // Not a promise itself (`then`), nor anything a runtime asks an object for by symbol.
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return (...args: unknown[]) =>
        (adapter ??= load()).then((port) =>
          (port as Record<PropertyKey, (...parameters: unknown[]) => unknown>)[method]?.(...args),
        );
    },
  });
}
