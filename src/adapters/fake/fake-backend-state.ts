import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's whole state as data, to keep the demo (`npm run demo`) across reloads: every
 * field of the backend (accounts, sessions, notices, files, donation records…) but the clock, the
 * token store, the attempt throttles and the route table. Copied deeply (maps, sets, arrays and plain objects), so
 * that a saved state never changes with the backend; files' Blobs are immutable and kept as they
 * are (IndexedDB stores them). A field added to the backend is kept without a change here.
 */
export interface FakeBackendState {
  /** Bumped when the backend's fields change shape: an older saved state is then dropped. */
  readonly version: number;
  readonly fields: Readonly<Record<string, unknown>>;
}

export const FAKE_BACKEND_STATE_VERSION = 1;

/** What belongs to the page, not to the pretend server's data (the routes: its configuration). */
const NOT_STATE = new Set(['clock', 'tokenStore', 'throttles', 'routes']);

export function fakeBackendStateOf(backend: FakeBackend): FakeBackendState {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(backend)) {
    if (!NOT_STATE.has(key)) fields[key] = copied(value);
  }
  return { version: FAKE_BACKEND_STATE_VERSION, fields };
}

/** Puts a saved state into a freshly built backend; false (and nothing changed) for a stale one. */
export function restoreFakeBackend(backend: FakeBackend, state: FakeBackendState): boolean {
  if (state.version !== FAKE_BACKEND_STATE_VERSION) return false;
  const target = backend as unknown as Record<string, unknown>;
  for (const key of Object.keys(state.fields)) {
    if (!(key in target) || NOT_STATE.has(key)) return false;
  }
  for (const [key, value] of Object.entries(state.fields)) refill(target, key, copied(value));
  return true;
}

/** Fills the holder's field with the value, keeping the holder's own maps, sets and arrays. */
function refill(holder: Record<string, unknown>, key: string, value: unknown): void {
  const current = holder[key];
  if (current instanceof Map && value instanceof Map) {
    current.clear();
    for (const [entryKey, entry] of value) current.set(entryKey, entry);
  } else if (current instanceof Set && value instanceof Set) {
    current.clear();
    for (const entry of value) current.add(entry);
  } else if (Array.isArray(current) && Array.isArray(value)) {
    current.splice(0, current.length, ...(value as unknown[]));
  } else if (isRecordHolder(current) && isPlain(value)) {
    for (const [innerKey, inner] of Object.entries(value)) refill(current, innerKey, inner);
  } else {
    holder[key] = value;
  }
}

function copied(value: unknown): unknown {
  if (value instanceof Map) return new Map([...value].map(([key, entry]) => [key, copied(entry)]));
  if (value instanceof Set) return new Set([...value].map(copied));
  if (Array.isArray(value)) return value.map(copied);
  if (isRecordHolder(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, copied(entry)]));
  }
  return value;
}

/**
 * A plain object, or one of the backend's own holders of records (FakeDonationRecords, or any
 * class a later field adds): copied field by field, and refilled in place, so that its methods
 * stay. Blobs, dates and binary data are left whole.
 */
function isRecordHolder(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const whole =
    value instanceof Map ||
    value instanceof Set ||
    Array.isArray(value) ||
    value instanceof Blob ||
    value instanceof Date ||
    value instanceof ArrayBuffer ||
    ArrayBuffer.isView(value);
  return !whole;
}

function isPlain(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
