/** A row the office edits, with a key of its own so that React keeps each row's inputs. */
export interface Keyed<T> {
  readonly key: number;
  readonly value: T;
}

let nextKey = 0;

/** Rows with fresh keys. */
export function keyed<T>(values: readonly T[]): Keyed<T>[] {
  return values.map((value) => ({ key: (nextKey += 1), value }));
}

/** A whole number typed in a field, or null when it is not one. */
export function wholeNumberOf(text: string): number | null {
  return /^\d{1,4}$/u.test(text.trim()) ? Number(text.trim()) : null;
}
