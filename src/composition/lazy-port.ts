import { ApiClient } from '../adapters/http/api-client';
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

/**
 * A binding's factory for an HTTP adapter loaded at the port's first call: `load` imports the
 * adapter's module, whose class `name` is made over the container's ApiClient. (The module and
 * the class's name rather than a function picking the class: a dozen bytes less in the start-up
 * script for each of the console's ports.)
 */
export function lazyHttpPort<
  const Name extends string,
  Module extends Record<Name, new (client: ApiClient) => object>,
>(
  load: () => Promise<Module>,
  name: Name,
): (context: { get(token: typeof ApiClient): ApiClient }) => InstanceType<Module[Name]> {
  return (context) => {
    const client = context.get(ApiClient);
    return lazyPort(async () => new (await load())[name](client) as InstanceType<Module[Name]>);
  };
}
