import type { DisclosureYear } from '../../domain/donations/disclosure';
import type { DonationStatisticsReport } from '../../domain/donations/figures';
import type { HallOfFameEntry } from '../../domain/donations/hall-of-fame';
import { token } from '../shared/tokens';

/** The donation figures anyone may read: 기부 현황, 명예의 전당 and 기부금 공개. */
export interface PublicDonationApi {
  donationStatistics(signal?: AbortSignal): Promise<DonationStatisticsReport>;
  hallOfFame(signal?: AbortSignal): Promise<readonly HallOfFameEntry[]>;
  /** 기부금 모금액 및 활용실적, newest year first. */
  donationDisclosure(signal?: AbortSignal): Promise<readonly DisclosureYear[]>;
}

export const PUBLIC_DONATION_API = token<PublicDonationApi>('PublicDonationApi');
