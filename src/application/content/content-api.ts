import type {
  DonationStatistics,
  GalleryItem,
  GalleryKind,
  HallOfFameEntry,
  Notice,
  NoticeSummary,
} from '../../domain/content/content';
import type { Page, PageRequest } from '../../domain/shared/paging/page';
import { token } from '../shared/tokens';

/** Public content anyone may read. */
export interface ContentApi {
  listNotices(request: PageRequest, signal?: AbortSignal): Promise<Page<NoticeSummary>>;
  getNotice(noticeId: string, signal?: AbortSignal): Promise<Notice>;
  listGallery(
    kind: GalleryKind,
    request: PageRequest,
    signal?: AbortSignal,
  ): Promise<Page<GalleryItem>>;
  getDonationStatistics(year: number, signal?: AbortSignal): Promise<DonationStatistics>;
  listHallOfFame(signal?: AbortSignal): Promise<readonly HallOfFameEntry[]>;
}

export const CONTENT_API = token<ContentApi>('ContentApi');
