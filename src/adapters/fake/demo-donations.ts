import { type DemoDonations } from '../../domain/donations/demo-donations';
import {
  DEMO_DISCLOSURE_USES,
  demoDisclosureReport,
} from '../../domain/donations/demo-scholarships';
import { demoPdf } from './demo-pdf';
import { fakeDisclosureYears } from './fake-donation-reports';
import { firstDonationRecord } from '../../domain/donations/records';
import type { FakeBackend } from './fake-backend';

/**
 * The fake backend's demo donations: the demo data set's funds, donors, gifts and scholarships
 * (src/domain/donations/demo-donations.ts), as the server's seed writes them, and for every
 * finished year the disclosure's other uses and its report as a PDF.
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
  for (const year of new Set(demo.scholarships.map((scholarship) => scholarship.year))) {
    if (year >= now.getFullYear()) continue;
    records.disclosures.set(year, {
      uses: DEMO_DISCLOSURE_USES.map((use) => ({ ...use })),
      atchFileMstId: null,
    });
  }
  // Each finished year's report, its figures summed as the public page sums them.
  for (const figure of fakeDisclosureYears(backend)) {
    const disclosure = records.disclosures.get(figure.year);
    if (!disclosure) continue;
    const report = demoDisclosureReport(figure);
    const atchFileMstId = `demo-disclosure-${figure.year}`;
    const data = new Blob([demoPdf(report.title, report.lines).slice().buffer], {
      type: 'application/pdf',
    });
    backend.files.set(atchFileMstId, [
      {
        atchFileMstId,
        atchFileId: `${atchFileMstId}-file`,
        fileName: `${report.title}.pdf`,
        mimeType: 'application/pdf',
        size: data.size,
        uploadedAt: now.toISOString(),
        data,
        public: true,
        ownerId: null,
      },
    ]);
    records.disclosures.set(figure.year, { ...disclosure, atchFileMstId });
  }
}
