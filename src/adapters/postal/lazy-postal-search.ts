import type { PostalSearch } from '../../application/shared/ports/postal-search';
import type { PostalAddress } from '../../domain/shared/address/address';

/**
 * A postal search whose code is loaded at its first use, so that the page neither carries it in
 * its first bundle nor waits for it at start-up. The loaded search is kept for later searches.
 */
export class LazyPostalSearch implements PostalSearch {
  private loaded: Promise<PostalSearch> | null = null;

  constructor(private readonly loader: () => Promise<PostalSearch>) {}

  /** The real search, loaded once. */
  load(): Promise<PostalSearch> {
    this.loaded ??= this.loader().catch((error: unknown) => {
      // A later search tries again (the network may be back).
      this.loaded = null;
      throw error;
    });
    return this.loaded;
  }

  async search(signal?: AbortSignal): Promise<PostalAddress | null> {
    return (await this.load()).search(signal);
  }
}
