import type { DonationStatistics, HallOfFameEntry } from '../../domain/content/content';
import { token } from '../shared/tokens';

/**
 * Donation figures anyone may read (notices, pages and albums: their own ports). Null while the
 * backend publishes none (the real server, until the donations feature).
 */
export interface ContentApi {
  getDonationStatistics(year: number, signal?: AbortSignal): Promise<DonationStatistics | null>;
  listHallOfFame(signal?: AbortSignal): Promise<readonly HallOfFameEntry[]>;
}

export const CONTENT_API = token<ContentApi>('ContentApi');
