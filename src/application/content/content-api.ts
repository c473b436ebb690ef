import type { DonationStatistics } from '../../domain/content/content';
import { token } from '../shared/tokens';

/**
 * The year's donation figures the home page shows (notices, pages and albums: their own ports;
 * the donation pages' figures: the donations feature's). Null when a backend publishes none.
 */
export interface ContentApi {
  donationYear(year: number, signal?: AbortSignal): Promise<DonationStatistics | null>;
}

export const CONTENT_API = token<ContentApi>('ContentApi');
