import type { Clock } from '../shared/ports';
import type { DonorRepository, ResidentNumberVault } from './ports';

export interface ResidentNumberKeysDependencies {
  readonly donors: DonorRepository;
  readonly residentNumbers: ResidentNumberVault;
  readonly clock: Clock;
}

/**
 * Key rotation for donors' resident numbers (docs/operations.md): once a new key is first in
 * RESIDENT_NUMBER_KEYS, every number sealed under an older one is opened and sealed again under
 * the new key, so that the old key can then be removed.
 */
export class ResidentNumberKeys {
  constructor(private readonly deps: ResidentNumberKeysDependencies) {}

  /** Answers how many numbers were resealed and how many were already under the new key. */
  async reseal(): Promise<{ resealed: number; current: number }> {
    const { donors, residentNumbers, clock } = this.deps;
    let resealed = 0;
    let current = 0;
    for (const { id, stored } of await donors.withResidentNumbers()) {
      if (residentNumbers.isSealedWithCurrentKey(stored.sealed)) {
        current += 1;
        continue;
      }
      const number = residentNumbers.open(stored.sealed, id);
      await donors.setResidentNumber(
        id,
        { sealed: residentNumbers.seal(number, id), masked: stored.masked },
        clock.now().toISOString(),
      );
      resealed += 1;
    }
    return { resealed, current };
  }
}
