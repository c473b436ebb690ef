import type { DonationStatistics, HallOfFameEntry } from '../../domain/content/content';
import { token } from '../shared/tokens';

/** Donation figures anyone may read, until the donations issue serves them (notices, pages and albums: their own ports). */
export interface ContentApi {
  getDonationStatistics(year: number, signal?: AbortSignal): Promise<DonationStatistics>;
  listHallOfFame(signal?: AbortSignal): Promise<readonly HallOfFameEntry[]>;
}

export const CONTENT_API = token<ContentApi>('ContentApi');
