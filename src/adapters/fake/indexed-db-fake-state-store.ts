import type { FakeBackendState } from './fake-backend-state';

/** Where the demo keeps the fake backend's state between visits. */
export interface FakeStateStore {
  /** The saved state, or null when there is none (or it cannot be read). */
  load(): Promise<FakeBackendState | null>;
  save(state: FakeBackendState): Promise<void>;
  clear(): Promise<void>;
}

const DATABASE = 'alumni-demo';
const TABLE = 'state';
const KEY = 'fake-backend';

/**
 * The state in the browser's IndexedDB, which keeps maps, sets and files' Blobs as they are
 * (localStorage holds text only, and little of it). A browser that refuses IndexedDB (some
 * private modes) loads nothing and saves nothing: the demo then starts afresh on each visit.
 */
export class IndexedDbFakeStateStore implements FakeStateStore {
  private database: Promise<IDBDatabase> | null = null;

  constructor(private readonly factory: IDBFactory | undefined) {}

  async load(): Promise<FakeBackendState | null> {
    try {
      const found = await this.run('readonly', (table) => table.get(KEY));
      return (found as FakeBackendState | undefined) ?? null;
    } catch {
      return null;
    }
  }

  async save(state: FakeBackendState): Promise<void> {
    await this.run('readwrite', (table) => table.put(state, KEY)).catch(() => undefined);
  }

  async clear(): Promise<void> {
    await this.run('readwrite', (table) => table.delete(KEY)).catch(() => undefined);
  }

  private async run(
    mode: IDBTransactionMode,
    request: (table: IDBObjectStore) => IDBRequest,
  ): Promise<unknown> {
    const database = await this.open();
    return new Promise((resolve, reject) => {
      const transaction = database.transaction(TABLE, mode);
      const pending = request(transaction.objectStore(TABLE));
      transaction.oncomplete = () => resolve(pending.result);
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'));
    });
  }

  private open(): Promise<IDBDatabase> {
    this.database ??= new Promise((resolve, reject) => {
      if (!this.factory) {
        reject(new Error('no IndexedDB'));
        return;
      }
      const opening = this.factory.open(DATABASE, 1);
      opening.onupgradeneeded = () => opening.result.createObjectStore(TABLE);
      opening.onsuccess = () => resolve(opening.result);
      opening.onerror = () => reject(opening.error ?? new Error('IndexedDB refused'));
    });
    return this.database;
  }
}
