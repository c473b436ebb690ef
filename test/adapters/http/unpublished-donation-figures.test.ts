import { describe, expect, it } from 'vitest';
import { UnpublishedDonationFigures } from '../../../src/adapters/http/unpublished-donation-figures';

describe('the real server’s donation figures before the donations feature (issue 13 item 9)', () => {
  it('are none: no made-up statistics nor hall of fame', async () => {
    const figures = new UnpublishedDonationFigures();
    expect(await figures.getDonationStatistics()).toBeNull();
    expect(await figures.listHallOfFame()).toEqual([]);
  });
});
