import type { UseCaseContext } from '../shared/context';

/**
 * Key rotation for donors' resident numbers (docs/operations.md): once a new key is first in
 * RESIDENT_NUMBER_KEYS, every number sealed under an older one is opened and sealed again under
 * the new key, so that the old key can then be removed.
 */
export class ResidentNumberKeys {
  constructor(private readonly context: UseCaseContext) {}

  /** Answers how many numbers were resealed and how many were already under the new key. */
  async reseal(): Promise<{ resealed: number; current: number }> {
    const { store, residentNumbers, clock } = this.context;
    let resealed = 0;
    let current = 0;
    for (const { id, stored } of await store.donors.withResidentNumbers()) {
      if (residentNumbers.isSealedWithCurrentKey(stored.sealed)) {
        current += 1;
        continue;
      }
      const number = residentNumbers.open(stored.sealed, id);
      await store.donors.setResidentNumber(
        id,
        { sealed: residentNumbers.seal(number, id), masked: stored.masked },
        clock.now().toISOString(),
      );
      resealed += 1;
    }
    return { resealed, current };
  }
}
