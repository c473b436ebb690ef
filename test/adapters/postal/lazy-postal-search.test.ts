import { describe, expect, it, vi } from 'vitest';
import { ScriptedPostalSearch } from '../../support/doubles/scripted-postal-search';
import { LazyPostalSearch } from '../../../src/adapters/postal/lazy-postal-search';
import type { PostalAddress } from '../../../src/domain/shared/address/address';

const ADDRESS: PostalAddress = {
  zonecode: '06236',
  addr: '서울 강남구 테헤란로 152',
  daddr: '',
  city: '1100000000',
  sgg: '1168000000',
  sido: '서울',
  sigungu: '강남구',
};

describe('LazyPostalSearch', () => {
  it('loads nothing until the first search, then loads once and keeps it', async () => {
    const real = new ScriptedPostalSearch([ADDRESS, null]);
    const loader = vi.fn(async () => real);
    const lazy = new LazyPostalSearch(loader);
    expect(loader).not.toHaveBeenCalled();
    await expect(lazy.search()).resolves.toEqual(ADDRESS);
    await expect(lazy.search()).resolves.toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(real.searches).toBe(2);
  });

  it('passes the abort signal on', async () => {
    const lazy = new LazyPostalSearch(async () => new ScriptedPostalSearch([ADDRESS]));
    const controller = new AbortController();
    controller.abort();
    await expect(lazy.search(controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('tries to load again after a failed load', async () => {
    const loader = vi
      .fn<() => Promise<ScriptedPostalSearch>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(new ScriptedPostalSearch([ADDRESS]));
    const lazy = new LazyPostalSearch(loader);
    await expect(lazy.search()).rejects.toThrow('offline');
    await expect(lazy.search()).resolves.toEqual(ADDRESS);
    expect(loader).toHaveBeenCalledTimes(2);
  });
});
