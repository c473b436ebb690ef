import { inject, injectable } from 'inversify';
import type { Clock } from '../../application/shared/ports/clock';
import type { ContentApi } from '../../application/content/content-api';
import { PORTS } from '../../application/shared/tokens';

import type { DemoContent } from './demo-content';

/**
 * Public content from demo data, for the real-server mode until the server publishes photos
 * and statistics (the notices are the server's own). The demo data (and faker with it) is loaded on the first call, after
 * the first screen, so that it never weighs on the home page's bundle.
 */
@injectable()
export class DeferredDemoContentApi implements ContentApi {
  private loaded: Promise<DemoContent> | null = null;

  constructor(@inject(PORTS.Clock) private readonly clock: Clock) {}

  async getDonationStatistics(year: number, signal?: AbortSignal) {
    return (await this.load()).content.getDonationStatistics(year, signal);
  }

  async listHallOfFame(signal?: AbortSignal) {
    return (await this.load()).content.listHallOfFame(signal);
  }

  private load(): Promise<DemoContent> {
    this.loaded ??= import('./demo-content').then(({ createDemoContent }) =>
      createDemoContent(this.clock),
    );
    return this.loaded;
  }
}
