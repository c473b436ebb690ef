import { AUDIT_ACTIONS } from '../../domain/admin/audit';
import {
  type DisclosureDraft,
  type DisclosureYear,
  disclosureYearRefusal,
  disclosureYearsOf,
  validateDisclosureDraft,
} from '../../domain/donations/disclosure';
import { NO_SUCH_FUND } from '../../domain/donations/records';
import {
  NO_SUCH_SCHOLARSHIP,
  type Scholarship,
  type ScholarshipDraft,
  validateScholarshipDraft,
} from '../../domain/donations/scholarship';
import {
  type AttachedFile,
  UNKNOWN_FILE_GROUP,
} from '../../domain/shared/attachments/attached-file';
import { calendarDateOf } from '../../domain/shared/format/date-format';
import type { FakeBackend } from './fake-backend';
import { refusal } from './fake-error';
import type { FakeOfficeAudit } from './fake-office-audit';
import { requireValid } from './require-valid';

/** Scholarships paid and the yearly disclosure in the fake backend, with the server's rules. */
export class FakeDonationReports {
  constructor(
    private readonly backend: FakeBackend,
    private readonly office: FakeOfficeAudit,
  ) {}

  private get records() {
    return this.backend.donationRecords;
  }

  async listScholarships(year: number | null): Promise<Scholarship[]> {
    return this.records.scholarships
      .filter((each) => year === null || each.year === year)
      .map((each, index) => ({ each, index }))
      .sort((a, b) => b.each.year - a.each.year || a.index - b.index)
      .map(({ each }) => ({
        scholarshipId: each.id,
        year: each.year,
        fundId: each.fundId,
        fundName: this.records.fundName(each.fundId),
        students: each.students,
        amount: each.amount,
        note: each.note,
        recordedAt: each.recordedAt,
      }));
  }

  recordScholarship(draft: ScholarshipDraft): Promise<string> {
    const id = this.backend.nextId('scholarship');
    return this.office.audited(AUDIT_ACTIONS.recordScholarship, id, () => {
      const now = this.backend.clock.now();
      const scholarship = requireValid(validateScholarshipDraft(draft, calendarDateOf(now).year));
      if (!this.records.funds.some((fund) => fund.fundId === scholarship.fundId)) {
        throw refusal('invalidInput', NO_SUCH_FUND);
      }
      this.records.scholarships.push({ id, ...scholarship, recordedAt: now.toISOString() });
      return id;
    });
  }

  deleteScholarship(scholarshipId: string): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.deleteScholarship, scholarshipId, () => {
      const index = this.records.scholarships.findIndex((each) => each.id === scholarshipId);
      if (index < 0) throw refusal('notFound', NO_SUCH_SCHOLARSHIP);
      this.records.scholarships.splice(index, 1);
    });
  }

  saveDisclosure(year: number, draft: DisclosureDraft): Promise<void> {
    return this.office.audited(AUDIT_ACTIONS.saveDisclosure, String(year), () => {
      const yearRefusal = disclosureYearRefusal(year);
      if (yearRefusal) throw refusal('invalidInput', yearRefusal);
      const disclosure = requireValid(validateDisclosureDraft(draft));
      const actorId = this.office.requireAdministrator();
      if (
        disclosure.atchFileMstId &&
        this.backend.adoptFileGroup(disclosure.atchFileMstId, actorId) === 0
      ) {
        throw refusal('invalidInput', UNKNOWN_FILE_GROUP);
      }
      this.records.disclosures.set(year, disclosure);
    });
  }
}

/** The public disclosure, summed from the fake's records as the server sums them. */
export function fakeDisclosureYears(backend: FakeBackend): DisclosureYear[] {
  const records = backend.donationRecords;
  const collected = new Map<number, { totalAmount: number; donors: Set<string> }>();
  for (const record of records.current()) {
    const year = Number(record.donatedOn.slice(0, 4));
    const sum = collected.get(year) ?? { totalAmount: 0, donors: new Set<string>() };
    sum.totalAmount += record.amount;
    sum.donors.add(record.donorId);
    collected.set(year, sum);
  }
  return disclosureYearsOf({
    collected: [...collected].map(([year, sum]) => ({
      year,
      totalAmount: sum.totalAmount,
      donorCount: sum.donors.size,
    })),
    scholarships: records.scholarships,
    reports: [...records.disclosures].map(([year, disclosure]) => ({
      year,
      uses: disclosure.uses,
      report: disclosure.atchFileMstId ? newestFileOf(backend, disclosure.atchFileMstId) : null,
    })),
  });
}

function newestFileOf(backend: FakeBackend, atchFileMstId: string): AttachedFile | null {
  const newest = (backend.files.get(atchFileMstId) ?? [])
    .filter((file) => file.public && file.ownerId === null)
    .at(-1);
  return newest
    ? {
        atchFileMstId: newest.atchFileMstId,
        atchFileId: newest.atchFileId,
        fileName: newest.fileName,
        mimeType: newest.mimeType,
        size: newest.size,
        uploadedAt: newest.uploadedAt,
      }
    : null;
}
