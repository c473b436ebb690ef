import type { DonationStatisticsReport, HallOfFameDonor } from '../../domain/donations/figures';
import { token } from '../shared/tokens';

/** The donation figures anyone may read: 기부 현황 and 명예의 전당. */
export interface PublicDonationApi {
  statistics(signal?: AbortSignal): Promise<DonationStatisticsReport>;
  hallOfFame(signal?: AbortSignal): Promise<readonly HallOfFameDonor[]>;
}

export const PUBLIC_DONATION_API = token<PublicDonationApi>('PublicDonationApi');
