/**
 * Told after every call to a fake port (`npm run demo`), so that the demo saves the backend's
 * state (fake-state-saver.ts). The container holds it under FAKE_BACKEND_CALLS, a registered
 * symbol: the demo's start finds it without importing the fake's bindings' chunk.
 */
export class FakeBackendCalls {
  private readonly listeners: (() => void)[] = [];

  listen(listener: () => void): void {
    this.listeners.push(listener);
  }

  readonly called = (): void => {
    for (const listener of this.listeners) listener();
  };
}

export const FAKE_BACKEND_CALLS = Symbol.for('alumni-association.fake-backend-calls');

/**
 * The port, whose every method tells `changed` once it has answered (or failed). Calls the port
 * makes to itself go to the port, not through here.
 */
/**
 * The port, whose every method tells `changed` once it has answered (or failed). Calls the port
 * makes to itself go to the port, not through here.
 */
export function reportingCalls<T extends object>(port: T, changed: () => void): T {
  return new Proxy(port, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        let result: unknown;
        try {
          result = (value as (...parameters: unknown[]) => unknown).apply(target, args);
        } catch (error) {
          changed();
          throw error;
        }
        if (result instanceof Promise) return result.finally(changed);
        changed();
        return result;
      };
    },
  });
}
