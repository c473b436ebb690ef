import type { ContentApi } from '../../application/content/content-api';
import type * as model from '../../domain/content/content';
import { clampPageRequest, type Page, type PageRequest } from '../../domain/shared/paging/page';

/**
 * The public content the fake answers from: the fake backend's own lists (`npm run demo`), or
 * the hand-written demo content alone, which the real-server mode shows without loading the
 * fake backend (issue 10: the home route carries none of it).
 */
export interface FakeContentStore {
  readonly gallery: readonly model.GalleryItem[];
  readonly statistics: readonly model.DonationStatistics[];
  readonly hallOfFame: readonly model.HallOfFameEntry[];
}

export class FakeContentApi implements ContentApi {
  constructor(private readonly backend: FakeContentStore) {}

  async listGallery(
    kind: model.GalleryKind,
    request: PageRequest,
  ): Promise<Page<model.GalleryItem>> {
    const items = this.backend.gallery
      .filter((item) => item.kind === kind)
      .sort((a, b) => b.takenOn.localeCompare(a.takenOn));
    return paginate(items, request);
  }

  async getDonationStatistics(year: number): Promise<model.DonationStatistics> {
    return (
      this.backend.statistics.find((statistics) => statistics.year === year) ?? {
        year,
        totalAmount: 0,
        donorCount: 0,
        donationCount: 0,
        monthlyAmounts: Array.from({ length: 12 }, () => 0),
      }
    );
  }

  async listHallOfFame(): Promise<readonly model.HallOfFameEntry[]> {
    return [...this.backend.hallOfFame].sort((a, b) => b.totalAmount - a.totalAmount);
  }
}

function paginate<T>(items: readonly T[], request: PageRequest): Page<T> {
  const { page, size } = clampPageRequest(request);
  return { items: items.slice((page - 1) * size, page * size), page, size, total: items.length };
}
