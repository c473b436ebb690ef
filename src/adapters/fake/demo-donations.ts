import { DEMO_DISCLOSURE_USES, type DemoDonations } from '../../domain/donations/demo-donations';
import { firstDonationRecord } from '../../domain/donations/records';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo donations: the demo data set's funds, donors, gifts and scholarships
 * (src/domain/donations/demo-donations.ts), as the server's seed writes them, and for every
 * finished year the disclosure's other uses.
 */
export function seedDemoDonations(backend: FakeBackend, now: Date, demo: DemoDonations): void {
  const records = backend.donationRecords;
  const at = now.toISOString();
  records.funds.push(
    ...demo.funds.map((fund) => ({
      fundId: fund.id,
      name: fund.name,
      description: fund.description,
      active: true,
    })),
  );
  records.donors.push(
    ...demo.donors.map(({ id, ...donor }) => ({
      donorId: id,
      ...donor,
      email: null,
      updatedAt: at,
    })),
  );
  for (const gift of demo.gifts) {
    records.records.push({
      ...firstDonationRecord(gift.id, gift.donorId, gift),
      recordedAt: at,
    });
  }
  for (const scholarship of demo.scholarships) {
    records.scholarships.push({ ...scholarship, recordedAt: at });
  }
  const years = new Set(demo.scholarships.map((scholarship) => scholarship.year));
  for (const year of years) {
    if (year >= now.getFullYear()) continue;
    records.disclosures.set(year, {
      uses: DEMO_DISCLOSURE_USES.map((use) => ({ ...use })),
      atchFileMstId: null,
    });
  }
}
