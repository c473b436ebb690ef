import type { PostalAddress } from '../../../domain/shared/address/address';

/** The postal provider's address search (spec section 7: not our server). */
export interface PostalSearch {
  /** Opens the search; resolves with the chosen address, or null when the member closed it. */
  search(signal?: AbortSignal): Promise<PostalAddress | null>;
}
