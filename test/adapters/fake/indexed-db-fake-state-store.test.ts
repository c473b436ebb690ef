import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { FakeBackendState } from '../../../src/adapters/fake/fake-backend-state';
import { IndexedDbFakeStateStore } from '../../../src/adapters/fake/indexed-db-fake-state-store';

/**
 * Issue 29 item 15: the demo's state across reloads, in IndexedDB (fake-indexeddb, the spec's
 * algorithms in JavaScript, stands in for the browser's: jsdom has none). What the fake backend
 * holds (maps, sets, files' Blobs) is stored as it is; a browser that refuses IndexedDB loads
 * and saves nothing rather than breaking the demo.
 */
const STATE: FakeBackendState = {
  version: 1,
  fields: {
    accounts: new Map([['demo', { name: '김한빛' }]]),
    tags: new Set(['a', 'b']),
    notices: [{ id: 'notice-1', title: '정기총회 안내' }],
  },
};

describe('the demo’s state in IndexedDB', () => {
  it('keeps a saved state for the next visit (a new store over the same database), and clears it', async () => {
    const factory = new IDBFactory();
    await new IndexedDbFakeStateStore(factory).save(STATE);

    const nextVisit = new IndexedDbFakeStateStore(factory);
    const loaded = await nextVisit.load();
    expect(loaded?.version).toBe(1);
    expect(loaded?.fields.accounts).toEqual(new Map([['demo', { name: '김한빛' }]]));
    expect(loaded?.fields.tags).toEqual(new Set(['a', 'b']));

    await nextVisit.clear();
    expect(await new IndexedDbFakeStateStore(factory).load()).toBeNull();
  });

  it('answers nothing saved on a first visit', async () => {
    expect(await new IndexedDbFakeStateStore(new IDBFactory()).load()).toBeNull();
  });

  it('loads nothing and saves nothing where the browser has no IndexedDB, without failing', async () => {
    const store = new IndexedDbFakeStateStore(undefined);
    await expect(store.save(STATE)).resolves.toBeUndefined();
    await expect(store.load()).resolves.toBeNull();
    await expect(store.clear()).resolves.toBeUndefined();
  });

  it('loads nothing where opening the database is refused (a private mode)', async () => {
    const refusing = {
      open() {
        const request: { error: DOMException; onerror: (() => void) | null } = {
          error: new DOMException('refused'),
          onerror: null,
        };
        queueMicrotask(() => request.onerror?.());
        return request;
      },
    } as unknown as IDBFactory;
    const store = new IndexedDbFakeStateStore(refusing);
    await expect(store.load()).resolves.toBeNull();
    await expect(store.save(STATE)).resolves.toBeUndefined();
  });

  it('loads nothing when a state cannot be stored (a function is not cloneable), and keeps the last one', async () => {
    const factory = new IDBFactory();
    const store = new IndexedDbFakeStateStore(factory);
    await store.save(STATE);
    await store.save({ version: 1, fields: { broken: () => undefined } });
    expect((await store.load())?.fields.notices).toEqual(STATE.fields.notices);
  });
});
