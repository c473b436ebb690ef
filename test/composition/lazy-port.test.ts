import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../src/adapters/http/api-client';
import { lazyHttpPort, lazyPort } from '../../src/composition/lazy-port';

interface Greeter {
  greet(name: string): Promise<string>;
  fail(): Promise<never>;
}

describe('lazyPort', () => {
  it('loads the adapter on the first call only, then answers every call through it', async () => {
    const load = vi.fn(async (): Promise<Greeter> => ({
      greet: async (name) => `안녕하세요, ${name}님`,
      fail: () => Promise.reject(new Error('거절')),
    }));
    const port = lazyPort(load);
    expect(load).not.toHaveBeenCalled();
    expect(await port.greet('한빛')).toBe('안녕하세요, 한빛님');
    expect(await port.greet('은하')).toBe('안녕하세요, 은하님');
    await expect(port.fail()).rejects.toThrow('거절');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('is not a promise itself, so a container hands it out as it is', async () => {
    const port = lazyPort(async () => ({ greet: async () => '' }));
    expect((port as unknown as { then?: unknown }).then).toBeUndefined();
    expect(await Promise.resolve(port)).toBe(port);
  });
});

describe('lazyHttpPort', () => {
  it('makes the module’s named class over the container’s ApiClient at the first call', async () => {
    const client = {} as ApiClient;
    class HttpGreeter {
      constructor(readonly made: ApiClient) {}
      async greet(name: string) {
        return this.made === client ? `안녕하세요, ${name}님` : '다른 클라이언트';
      }
    }
    const load = vi.fn(async () => ({ HttpGreeter, Other: HttpGreeter }));
    const port = lazyHttpPort(load, 'HttpGreeter')({ get: () => client });
    expect(load).not.toHaveBeenCalled();
    expect(await port.greet('한빛')).toBe('안녕하세요, 한빛님');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
