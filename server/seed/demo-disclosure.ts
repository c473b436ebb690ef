import type { SeedPorts } from './seed-ports';
import {
  DEMO_DISCLOSURE_USES,
  demoDisclosureReport,
} from '../../src/domain/donations/demo-scholarships';
import { disclosureYearsOf } from '../../src/domain/donations/disclosure';
import { calendarDateOf } from '../../src/domain/shared/format/date-format';
import { demoPdfWithFont } from './demo-pdf';

/**
 * The demo's disclosure (기부금 공개) for every finished year: the other uses
 * (src/domain/donations/demo-donations.ts) and the year's report as a PDF, its figures read from
 * the gifts and scholarships already seeded, as the public page sums them.
 */
export async function seedDemoDisclosure(
  ports: Pick<SeedPorts, 'clock' | 'random' | 'store' | 'fileGroups'>,
  office: string,
): Promise<void> {
  const { store } = ports;
  const now = ports.clock.now();
  const thisYear = calendarDateOf(now).year;
  const at = now.toISOString();
  const figures = store.donationFigures;
  const years = disclosureYearsOf({
    collected: await figures.byYear(),
    scholarships: await figures.scholarships(),
    reports: [],
  });
  for (const figure of years.filter((each) => each.year < thisYear)) {
    const uses = DEMO_DISCLOSURE_USES.map((use) => ({ ...use }));
    const atchFileMstId = ports.random.id();
    const report = demoDisclosureReport(figure);
    await ports.fileGroups.storePublic({
      atchFileMstId,
      fileName: `${report.title}.pdf`,
      mimeType: 'application/pdf',
      bytes: await demoPdfWithFont(report.title, report.lines),
    });
    await store.donationDisclosures.save({ year: figure.year, atchFileMstId, uses }, at, office);
  }
}
