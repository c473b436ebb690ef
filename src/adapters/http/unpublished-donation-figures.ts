import { injectable } from 'inversify';
import type { ContentApi } from '../../application/content/content-api';

/**
 * The real server's donation figures: none yet. The server has no donations before the
 * donations feature (issue 14), so the home page says the figures are to come rather than show
 * made-up ones; the fake backend (`npm run demo`) keeps its demo figures.
 */
@injectable()
export class UnpublishedDonationFigures implements ContentApi {
  getDonationStatistics(): Promise<null> {
    return Promise.resolve(null);
  }

  listHallOfFame(): Promise<readonly []> {
    return Promise.resolve([]);
  }
}
