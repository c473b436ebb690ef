import { inject, injectable } from 'inversify';
import type { Clock } from '../../application/shared/ports/clock';
import type { ContentApi } from '../../application/content/content-api';
import { PORTS } from '../../application/shared/tokens';
import type { GalleryKind } from '../../domain/content/content';
import type { PageRequest } from '../../domain/shared/paging/page';

import type { DemoContent } from './demo-content';

/**
 * Public content from demo data, for the real-server mode until the server publishes photos
 * and statistics (the notices are the server's own). The demo data (and faker with it) is loaded on the first call, after
 * the first screen, so that it never weighs on the home page's bundle.
 */
@injectable()
export class DeferredDemoContentApi implements ContentApi {
  private loaded: Promise<DemoContent> | null = null;
  private ready: DemoContent | null = null;

  constructor(@inject(PORTS.Clock) private readonly clock: Clock) {}

  async listGallery(kind: GalleryKind, request: PageRequest, signal?: AbortSignal) {
    return (await this.load()).content.listGallery(kind, request, signal);
  }

  async getDonationStatistics(year: number, signal?: AbortSignal) {
    return (await this.load()).content.getDonationStatistics(year, signal);
  }

  async listHallOfFame(signal?: AbortSignal) {
    return (await this.load()).content.listHallOfFame(signal);
  }

  /** Image addresses; known once the gallery that names the images has been loaded. */
  mediaUrl(atchFileId: string): string {
    return this.ready?.mediaUrl(atchFileId) ?? '';
  }

  private load(): Promise<DemoContent> {
    this.loaded ??= import('./demo-content').then(({ createDemoContent }) => {
      this.ready = createDemoContent(this.clock);
      return this.ready;
    });
    return this.loaded;
  }
}
