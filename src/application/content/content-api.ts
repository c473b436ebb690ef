import type {
  DonationStatistics,
  GalleryItem,
  GalleryKind,
  HallOfFameEntry,
} from '../../domain/content/content';
import type { Page, PageRequest } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/** Public content anyone may read: photos, donation figures (the notices: notice-api.ts). */
export interface ContentApi {
  listGallery(
    kind: GalleryKind,
    request: PageRequest,
    signal?: AbortSignal,
  ): Promise<Page<GalleryItem>>;
  getDonationStatistics(year: number, signal?: AbortSignal): Promise<DonationStatistics>;
  listHallOfFame(signal?: AbortSignal): Promise<readonly HallOfFameEntry[]>;
}

export const CONTENT_API = token<ContentApi>('ContentApi');
